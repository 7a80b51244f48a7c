// Live depth of the camera (getUserMedia) over WS /stream: one frame in flight at a time, each
// sent as a JPEG, its depth answered as float16 and drawn with the page's colormap (turbo, from
// index.html). The server drops the oldest waiting frame when the model falls behind.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  let frames = 0, refused = 0;  // over every session: the tests read them
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

  // The words for a WebSocket close code (RFC 6455 and the server's own), shown with it.
  const CLOSE_WORDS = {
    1000: "the stream ended",
    1001: "the server is going away (stopping or restarting)",
    1006: "the connection was lost: the server stopped or cannot be reached",
    1008: "refused",
    1009: "a frame was too large for the server",
    1011: "the server failed (its model did not load, or an error of its own)",
    1012: "the server is restarting: start again in a moment",
    1013: "the server cannot take it now (busy or loading): try again later",
  };

  function closedText(event) {
    const words = CLOSE_WORDS[event.code] || "closed";
    return `closed (${event.code}): ${words}${event.reason ? ": " + event.reason : ""}`;
  }

  // One start of the camera: its own stream and socket, so that a late event of an earlier
  // session (its socket's close, its last frame) never touches the newer one.
  let current = null;
  const FPS_WINDOW_MS = 3000;

  function send(session) {
    const video = $("camera-video");
    const ws = session.ws;
    if (session.ended || !ws || ws.readyState !== WebSocket.OPEN || session.busy
        || !video.videoWidth) return;
    session.busy = true;
    const grab = document.createElement("canvas");
    grab.width = video.videoWidth; grab.height = video.videoHeight;
    grab.getContext("2d").drawImage(video, 0, 0);
    grab.toBlob((blob) => {
      if (!blob || session.ended) return;
      blob.arrayBuffer().then((data) => {
        if (!session.ended && ws.readyState === WebSocket.OPEN) ws.send(data);
      });
    }, "image/jpeg", 0.85);
  }

  // The frame rate over the last FPS_WINDOW_MS, or null until two frames came (one frame has
  // no rate: the first was shown as "0.0 fps").
  function fps(session, now) {
    session.times.push(now);
    while (session.times.length > 2 && now - session.times[0] > FPS_WINDOW_MS) session.times.shift();
    const span = now - session.times[0];
    return span > 0 ? (session.times.length - 1) * 1000 / span : null;
  }

  function onMessage(session, event) {
    if (session.ended) return;
    if (typeof event.data === "string") {
      const info = JSON.parse(event.data);
      if (info.status) {  // this frame was refused: say why, go on with the next
        $("camera-status").textContent = `${info.status}: ${info.detail}`;
        refused += 1;
        $("camera-depth").dataset.refused = String(refused);
        session.busy = false;
        setTimeout(() => send(session), REFUSED_RETRY_MS);  // not at once: a 503 says busy
      } else {
        session.header = info;
      }
      return;
    }
    const header = session.header;
    draw(header, event.data);
    frames += 1;
    $("camera-depth").dataset.frames = String(frames);
    const rate = fps(session, performance.now());
    const t = header.timing_ms.total ? `, ${header.timing_ms.total.toFixed(0)} ms on the server` : "";
    $("camera-status").textContent =
      `frame ${frames}, ${rate === null ? "--" : rate.toFixed(1)} fps${t}, ${header.dropped} dropped`;
    session.busy = false;
    send(session);
  }

  // The session's camera off and its socket closed; the buttons back if it is the current one.
  function end(session) {
    session.ended = true;
    if (session.ws && session.ws.readyState <= WebSocket.OPEN) session.ws.close();
    if (session.media) session.media.getTracks().forEach((track) => track.stop());
    const video = $("camera-video");
    if (session.media && video.srcObject === session.media) video.srcObject = null;
    if (current === session) {
      current = null;
      $("camera-start").disabled = false; $("camera-stop").disabled = true;
    }
  }

  // Why this page cannot have the camera, or "": browsers give getUserMedia to secure pages only
  // (https, or http on localhost), and on another http address navigator.mediaDevices is
  // missing, which read as "TypeError: Cannot read properties of undefined".
  function cameraProblem() {
    if (navigator.mediaDevices && navigator.mediaDevices.getUserMedia) return "";
    if (!window.isSecureContext) {
      return `the browser gives the camera to secure pages only (https, or http://localhost), `
        + `not to ${location.origin}: serve the page over https, or open it through `
        + `localhost (for example an SSH tunnel: ssh -L ${location.port || 80}:localhost:`
        + `${location.port || 80} <server>, then http://localhost:${location.port || 80}/)`;
    }
    return "this browser has no camera access (navigator.mediaDevices.getUserMedia)";
  }

  async function start() {
    if (current) return;  // one session at a time (a second click while the first starts)
    const problem = cameraProblem() || (window.keyProblem ? window.keyProblem() : "");
    if (problem) {
      $("camera-status").textContent = problem;
      return;
    }
    const session = { ws: null, media: null, busy: false, ended: false, header: null, times: [] };
    current = session;
    $("camera-start").disabled = true; $("camera-stop").disabled = false;
    $("camera-status").textContent = "starting the camera...";
    try {
      session.media = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
      if (session.ended) {  // stopped while the browser asked: this camera is not wanted
        end(session);
        return;
      }
      const video = $("camera-video");
      video.srcObject = session.media;
      await video.play();
    } catch (err) {
      if (session.ended) return;  // stopped meanwhile: its play() was cut short, as asked
      end(session);
      throw err;
    }
    if (session.ended) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const key = $("api-key") ? $("api-key").value.trim() : "";
    const auth = key ? `&api_key=${encodeURIComponent(key)}` : "";  // no headers on a WebSocket
    const ws = new WebSocket(`${scheme}${location.host}/stream?format=f16${auth}`);
    session.ws = ws;
    ws.binaryType = "arraybuffer";
    ws.onmessage = (event) => onMessage(session, event);
    ws.onopen = () => {
      if (session.ended) return;
      $("camera-status").textContent = "streaming";
      send(session);
    };
    ws.onclose = (event) => {  // the server's reason, and this session's camera off
      if (session.ended) return;  // stopped already (a newer session may own the page)
      $("camera-status").textContent = closedText(event);
      end(session);
    };
  }

  function stop() {
    if (current) end(current);
    $("camera-status").textContent = "stopped";
  }

  // A page hidden (another tab, a minimised window) or left (the back-forward cache keeps it
  // alive) stops its camera and socket: the server went on computing depth no one saw, and the
  // camera light stayed on. Start again to go on.
  function stopBecause(why) {
    if (!current) return;
    end(current);
    $("camera-status").textContent = `stopped: ${why}`;
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") stopBecause("the page was hidden");
  });
  window.addEventListener("pagehide", () => stopBecause("the page was left"));

  $("camera-start").addEventListener("click", () => start().catch((err) => {
    $("camera-status").textContent = String(err);
  }));
  $("camera-stop").addEventListener("click", stop);
})();
