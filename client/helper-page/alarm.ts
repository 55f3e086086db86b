/**
 * The sound and buzz of a timer that ends. The beep is made with WebAudio (no file to download); browsers
 * let a page play sound only after a tap, so the audio is woken by her taps, and a timer that ends after a
 * reload she has not touched since is seen and buzzed but not heard.
 */
let audio: AudioContext | undefined;

export function wakeAudio() {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
  } catch {
    // No WebAudio: the timer still shows and vibrates.
  }
}

export function ring() {
  if ("vibrate" in navigator) navigator.vibrate([400, 200, 400, 200, 400]);
  if (!audio || audio.state !== "running") return;
  const start = audio.currentTime;
  for (let beep = 0; beep < 3; beep++) {
    const at = start + beep * 0.4;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.3);
  }
}

addEventListener("pointerdown", wakeAudio, { capture: true, passive: true });
addEventListener("keydown", wakeAudio, { capture: true, passive: true });
