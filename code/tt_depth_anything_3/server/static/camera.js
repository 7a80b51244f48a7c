// Live depth of the camera (getUserMedia) over WS /stream: one frame in flight at a time, each
// sent as a JPEG, its depth answered as float16 and drawn with the page's colormap (turbo, from
// index.html). The server drops the oldest waiting frame when the model falls behind.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  let ws = null, media = null, busy = false, frames = 0, refused = 0, header = null;
  const REFUSED_RETRY_MS = 500;

  // IEEE half -> number (Float16Array is not in every browser yet).
  function half(bits) {
    const s = bits & 0x8000 ? -1 : 1, e = (bits >> 10) & 0x1f, f = bits & 0x3ff;
    if (e === 0) return s * f * 2 ** -24;
    if (e === 31) return f ? NaN : s * Infinity;
    return s * (1 + f / 1024) * 2 ** (e - 15);
  }

  function draw(info, buffer) {
    const h = info.height, w = info.width, raw = new Uint16Array(buffer);
    const values = Float32Array.from(raw, half);
    const finite = values.filter((v) => Number.isFinite(v) && v > 0).sort();
    const lo = Math.max(finite[Math.floor(0.02 * (finite.length - 1))] || 1e-3, 1e-6);
    const hi = Math.max(finite[Math.floor(0.98 * (finite.length - 1))] || 1, lo * 1.000001);
    const canvas = $("camera-depth");
    canvas.width = w; canvas.height = h;
    const ctx = canvas.getContext("2d"), image = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      const v = values[i], d = Number.isFinite(v) && v > 0 ? Math.min(hi, Math.max(lo, v)) : hi;
      const [r, g, b] = turbo((1 / d - 1 / hi) / (1 / lo - 1 / hi));
      image.data.set([r, g, b, 255], 4 * i);
    }
    ctx.putImageData(image, 0, 0);
  }

  function send() {
    const video = $("camera-video");
    if (!ws || ws.readyState !== WebSocket.OPEN || busy || !video.videoWidth) return;
    busy = true;
    const grab = document.createElement("canvas");
    grab.width = video.videoWidth; grab.height = video.videoHeight;
    grab.getContext("2d").drawImage(video, 0, 0);
    grab.toBlob((blob) => blob.arrayBuffer().then((data) => ws.send(data)), "image/jpeg", 0.85);
  }

  function onMessage(event) {
    if (typeof event.data === "string") {
      const info = JSON.parse(event.data);
      if (info.status) {  // this frame was refused: say why, go on with the next
        $("camera-status").textContent = `${info.status}: ${info.detail}`;
        refused += 1;
        $("camera-depth").dataset.refused = String(refused);
        busy = false;
        setTimeout(send, REFUSED_RETRY_MS);  // not at once: a 503 says the server is full
      } else {
        header = info;
      }
      return;
    }
    draw(header, event.data);
    frames += 1;
    $("camera-depth").dataset.frames = String(frames);
    const t = header.timing_ms.total ? ` in ${header.timing_ms.total.toFixed(0)} ms` : "";
    $("camera-status").textContent = `frame ${frames}${t}, ${header.dropped} dropped`;
    busy = false;
    send();
  }

  async function start() {
    media = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
    const video = $("camera-video");
    video.srcObject = media;
    await video.play();
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const key = $("api-key") ? $("api-key").value.trim() : "";
    const auth = key ? `&api_key=${encodeURIComponent(key)}` : "";  // no headers on a WebSocket
    ws = new WebSocket(`${scheme}${location.host}/stream?format=f16${auth}`);
    ws.binaryType = "arraybuffer";
    ws.onmessage = onMessage;
    ws.onopen = () => { $("camera-status").textContent = "streaming"; send(); };
    ws.onclose = (event) => {  // the server's reason, and the camera off
      $("camera-status").textContent = `closed (${event.code})${event.reason ? ": " + event.reason : ""}`;
      stop();
    };
    $("camera-start").disabled = true; $("camera-stop").disabled = false;
  }

  function stop() {
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close();
    if (media) media.getTracks().forEach((track) => track.stop());
    ws = null; media = null; busy = false;
    $("camera-start").disabled = false; $("camera-stop").disabled = true;
  }

  $("camera-start").addEventListener("click", () => start().catch((err) => {
    $("camera-status").textContent = String(err);
  }));
  $("camera-stop").addEventListener("click", stop);
})();
