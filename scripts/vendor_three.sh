#!/usr/bin/env bash
# Vendors three.js from npm into the server's static files (the 3D view of /reconstruct):
# the core build, the addons the page imports, and the licence. No CDN at run time.
#   bash scripts/vendor_three.sh [VERSION]
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${1:-0.187.0}"
DEST=code/tt_depth_anything_3/server/static/vendor/three
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$WORK" && npm pack --silent "three@$VERSION" >/dev/null && tar xzf "three-$VERSION.tgz")
rm -rf "$DEST"
mkdir -p "$DEST/addons/controls" "$DEST/addons/loaders" "$DEST/addons/utils"
cp "$WORK/package/LICENSE" "$DEST/LICENSE"
cp "$WORK/package/build/three.module.js" "$WORK/package/build/three.core.js" "$DEST/"
for addon in controls/OrbitControls.js loaders/GLTFLoader.js utils/BufferGeometryUtils.js \
    utils/SkeletonUtils.js; do
  cp "$WORK/package/examples/jsm/$addon" "$DEST/addons/$addon"
done
echo "three.js $VERSION from npm (package 'three'), MIT licence: see LICENSE." > "$DEST/VERSION"
echo "vendored three.js $VERSION into $DEST"
