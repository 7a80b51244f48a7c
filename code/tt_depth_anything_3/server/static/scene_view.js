// The 3D view of the web page: several photos of one scene -> POST /reconstruct (multipart)
// -> the glb it answers, shown with three.js (vendored under /static/vendor/three, MIT licence):
// the coloured point cloud and one wire pyramid per camera, orbit with the mouse or the keys
// (the canvas takes the focus: shift+arrows orbit, arrows pan, + and - zoom).
import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { GLTFLoader } from "three/addons/loaders/GLTFLoader.js";

const $ = (id) => document.getElementById(id);
const MAX_POINTS = 300000;
const view = { renderer: null, camera: null, controls: null, scene: new THREE.Scene(),
  content: null, unavailable: "" };  // unavailable: why it cannot draw (no WebGL)
let run = 0;  // the newest reconstruction's number: an older one's answer is not shown
let lastFiles = null;  // the photos picked last: "poses from" runs them again
const ZOOM_STEP = 0.8;

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// + and - move the eye towards or away from the target (OrbitControls' keys only pan and orbit).
function zoomKeys(event) {
  const scale = { "+": ZOOM_STEP, "=": ZOOM_STEP, "-": 1 / ZOOM_STEP }[event.key];
  if (!scale) return;
  event.preventDefault();
  const { camera, controls } = view;
  camera.position.sub(controls.target).multiplyScalar(scale).add(controls.target);
  controls.update();
}

function setup() {
  const holder = $("scene-view");
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(window.devicePixelRatio || 1);
  renderer.setSize(holder.clientWidth, holder.clientHeight);
  renderer.setClearColor(0x14161a);
  const canvas = renderer.domElement;
  canvas.id = "scene-canvas";
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", "3D view of the photos' points and cameras: drag or "
    + "shift+arrow keys to orbit, arrow keys to pan, scroll or + and - to zoom");
  holder.appendChild(canvas);
  const camera = new THREE.PerspectiveCamera(60, holder.clientWidth / holder.clientHeight, 0.01, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.addEventListener("change", draw);
  controls.listenToKeyEvents(canvas);
  canvas.addEventListener("keydown", zoomKeys);
  Object.assign(view, { renderer, camera, controls });
  window.addEventListener("resize", () => {
    renderer.setSize(holder.clientWidth, holder.clientHeight);
    camera.aspect = holder.clientWidth / holder.clientHeight;
    camera.updateProjectionMatrix();
    draw();
  });
}

function draw() {
  if (view.renderer) view.renderer.render(view.scene, view.camera);
}

// The view, or why there is none: without WebGL (switched off, blocked, no GPU driver) three.js
// cannot make its renderer and this module stopped there, so picked photos did nothing at all.
function setupOrSay() {
  try {
    setup();
  } catch (err) {
    view.unavailable = "this browser cannot draw the 3D view (WebGL is off or unavailable: "
      + `${err.message || err}); the cameras and the scene.glb download still come`;
    $("scene-view").style.height = "auto";
    $("scene-error").textContent = view.unavailable;
  }
}

// The glb's COLOR_0 holds the photos' sRGB bytes, as trimesh and the official exporter write
// them, while glTF (and so GLTFLoader) reads vertex colours as linear: drawn as they came, every
// colour showed lighter than the photo (a grey 150 as 202). Decoded here to linear, once.
function photoColours(geometry) {
  const colour = geometry.getAttribute("color");
  if (!colour) return;
  const linear = new Float32Array(colour.count * 3);
  const c = new THREE.Color();
  for (let i = 0; i < colour.count; i += 1) {
    c.setRGB(colour.getX(i), colour.getY(i), colour.getZ(i), THREE.SRGBColorSpace);
    linear[3 * i] = c.r;
    linear[3 * i + 1] = c.g;
    linear[3 * i + 2] = c.b;
  }
  geometry.setAttribute("color", new THREE.BufferAttribute(linear, 3));
}

function base64ToBuffer(text) {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return bytes.buffer;
}

// Look from behind the first camera (the glb's frame is the first camera's, glTF axes) at the
// median of the points (the glb's origin).
function frame(content) {
  const box = new THREE.Box3().setFromObject(content);
  const size = box.getSize(new THREE.Vector3()).length() || 1;
  let eye = new THREE.Vector3(0, 0, size);
  const first = content.getObjectByName("camera_0");
  if (first) {
    const apex = new THREE.Vector3().fromBufferAttribute(first.geometry.attributes.position, 0);
    eye = first.localToWorld(apex).add(new THREE.Vector3(0, 0.15 * size, 0.35 * size));
  }
  view.camera.near = size / 1000;
  view.camera.far = size * 100;
  view.camera.position.copy(eye);
  view.controls.target.set(0, 0, 0);
  view.camera.updateProjectionMatrix();
  view.controls.update();
}

// One row per view: its photo's name, its centre and its focal lengths in the photo's pixels
// (original_intrinsics; `intrinsics` are at the network's input size, which the table once
// showed as the photo's "focal px").
function cameraTable(result, files) {
  const table = $("cameras");
  table.innerHTML = "<tr><th>camera</th><th>photo</th><th>centre (world)</th>"
    + "<th>focal px in the photo (fx, fy)</th></tr>";
  const intrinsics = result.original_intrinsics || result.intrinsics_original;
  result.extrinsics.forEach((e, i) => {
    const r = [[e[0][0], e[0][1], e[0][2]], [e[1][0], e[1][1], e[1][2]], [e[2][0], e[2][1], e[2][2]]];
    const t = [e[0][3], e[1][3], e[2][3]];
    const centre = [0, 1, 2].map((j) => -(r[0][j] * t[0] + r[1][j] * t[1] + r[2][j] * t[2]));
    const k = intrinsics[i];
    const cells = [`view ${i}${i === result.ref_view ? " (reference)" : ""}`, files[i].name,
      centre.map((v) => v.toFixed(3)).join(", "), `${k[0][0].toFixed(1)}, ${k[1][1].toFixed(1)}`];
    const row = table.insertRow();
    cells.forEach((text, j) => {  // text, not HTML: a photo's name is the user's
      const cell = document.createElement(j ? "td" : "th");
      cell.textContent = text;
      row.appendChild(cell);
    });
  });
}

// The last scene off the page: an error or new photos must not sit beside the old scene.
function clearScene() {
  if (view.content) view.scene.remove(view.content);
  view.content = null;
  draw();
  const link = $("scene-download");
  if (link.href) URL.revokeObjectURL(link.href);
  link.removeAttribute("href");
  link.hidden = true;
  $("cameras").innerHTML = "";
  $("scene-error").textContent = view.unavailable;
  const canvas = $("scene-canvas");
  if (canvas) for (const key of ["points", "cameras", "ready"]) delete canvas.dataset[key];
}

async function reconstruct(files) {
  const mine = ++run;
  clearScene();
  $("scene-status").textContent = `reconstructing ${plural(files.length, "view")}...`;
  const problem = window.keyProblem ? window.keyProblem() : "";
  if (problem) {  // fetch would throw, and that reads as "cannot reach the server"
    $("scene-status").textContent = "";
    $("scene-error").textContent = problem;
    return;
  }
  const form = new FormData();
  for (const file of files) form.append("images", file, file.name);
  form.append("format", "glb");
  form.append("max_points", String(MAX_POINTS));
  form.append("pose_from", $("pose-from").value);
  let response;
  try {
    response = await fetch("/reconstruct", { method: "POST", body: form,
      headers: window.authHeaders ? window.authHeaders() : {} });
  } catch (err) {
    if (mine !== run) return;
    $("scene-status").textContent = "";
    $("scene-error").textContent = `could not reach the server (${err.message || err}); try again`;
    return;
  }
  const result = await window.answerOf(response);
  if (mine !== run) return;  // newer photos own the view
  if (!response.ok || result.unreadable) {
    $("scene-status").textContent = "";
    $("scene-error").textContent = response.ok ? result.unreadable
      : window.failure(response.status, result.detail);
    return;
  }
  const glb = base64ToBuffer(result.export.data);
  const link = $("scene-download");
  if (link.href) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([glb], { type: result.export.media_type }));
  link.hidden = false;
  const gltf = await new GLTFLoader().parseAsync(glb.slice(0), "");
  if (mine !== run) return;
  if (view.content) view.scene.remove(view.content);
  view.content = gltf.scene;
  let points = 0, cameras = 0;
  view.content.traverse((node) => {
    if (node.geometry) photoColours(node.geometry);
    if (node.isPoints) {
      node.material.size = 2;
      node.material.sizeAttenuation = false;
      points += node.geometry.attributes.position.count;
    } else if (node.isLineSegments) {
      cameras += 1;
    }
  });
  view.scene.add(view.content);
  const canvas = $("scene-canvas");
  if (canvas) {
    frame(view.content);
    draw();
    canvas.dataset.points = String(points);
    canvas.dataset.cameras = String(cameras);
    canvas.dataset.ready = "1";
  }
  $("scene-status").textContent = `${plural(result.views, "view")}, ${points} points, poses from `
    + `${result.pose_source}, reference view ${result.ref_view}, units ${result.units}, `
    + `${result.timing_ms.total.toFixed(0)} ms`
    + (canvas ? "; drag to orbit, scroll to zoom (or the keys)" : "");
  cameraTable(result, files);
}

setupOrSay();
draw();
function runScene(files) {
  reconstruct(files).catch((err) => {  // said, and "reconstructing..." off
    $("scene-status").textContent = "";
    $("scene-error").textContent = String(err);
  });
}

// The photos in their names' order (numbers by value: IMG_2 before IMG_10), as tt-da3 reconstruct
// takes a folder's: a file chooser lists them in an order of its own (the clicks', or the last
// clicked first), which made the views' order, and so the reference view, change with it.
function byName(files) {
  const order = new Intl.Collator(undefined, { numeric: true });
  return files.slice().sort((a, b) => order.compare(a.name, b.name));
}

$("files3d").addEventListener("change", (event) => {
  const files = byName(Array.from(event.target.files || []));
  if (files.length) {
    lastFiles = files;
    runScene(files);
  }
  event.target.value = "";  // so that picking the same photos again runs them again
});
$("pose-from").addEventListener("change", () => { if (lastFiles) runScene(lastFiles); });
$("api-key").addEventListener("change", () => {  // a refused key's error goes; the photos again
  const error = $("scene-error").textContent;
  if (!error.startsWith("401") && !error.startsWith("the API key")) return;
  if (lastFiles) runScene(lastFiles);
  else $("scene-error").textContent = "";
});
