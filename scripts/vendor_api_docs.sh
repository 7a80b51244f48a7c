#!/usr/bin/env bash
# Vendors the API documentation pages' scripts from npm into the server's static files:
# Swagger UI (/docs, package swagger-ui-dist, Apache-2.0) and ReDoc (/redoc, package redoc, MIT).
# FastAPI's default pages load them from a CDN, so they are blank on a machine without the
# internet; the server serves these copies instead.
#   bash scripts/vendor_api_docs.sh [SWAGGER_UI_VERSION] [REDOC_VERSION]
set -euo pipefail
cd "$(dirname "$0")/.."
SWAGGER="${1:-5.35.0}"
REDOC="${2:-2.5.4}"
DEST=code/tt_depth_anything_3/server/static/vendor
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
(cd "$WORK" && npm pack --silent "swagger-ui-dist@$SWAGGER" "redoc@$REDOC" >/dev/null)
mkdir -p "$WORK/swagger" "$WORK/redoc"
tar xzf "$WORK/swagger-ui-dist-$SWAGGER.tgz" -C "$WORK/swagger"
tar xzf "$WORK/redoc-$REDOC.tgz" -C "$WORK/redoc"
rm -rf "$DEST/swagger-ui" "$DEST/redoc"
mkdir -p "$DEST/swagger-ui" "$DEST/redoc"
for name in swagger-ui-bundle.js swagger-ui.css favicon-32x32.png LICENSE NOTICE; do
  cp "$WORK/swagger/package/$name" "$DEST/swagger-ui/$name"
done
cp "$WORK/redoc/package/bundles/redoc.standalone.js" "$WORK/redoc/package/LICENSE" "$DEST/redoc/"
echo "swagger-ui-dist $SWAGGER from npm, Apache-2.0 licence: see LICENSE and NOTICE." \
  > "$DEST/swagger-ui/VERSION"
echo "redoc $REDOC from npm (bundles/redoc.standalone.js), MIT licence: see LICENSE." \
  > "$DEST/redoc/VERSION"
echo "vendored swagger-ui-dist $SWAGGER and redoc $REDOC into $DEST"
