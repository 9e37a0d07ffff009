import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export type HeicLimits = { maxSide: number; maxPixels: number };
export type DecodedHeic =
  | { kind: 'picture'; width: number; height: number; rgba: Uint8Array }
  | { kind: 'too-large'; width: number; height: number }
  | { kind: 'unreadable' };

/** A 40-megapixel photo decodes in well under this on the shop's two cores; past it, something is wrong. */
const DECODE_TIMEOUT_MS = 60_000;

/*
 * Runs in a worker of its own, one per photo. heic-decode is libheif compiled to WebAssembly: decoding
 * holds the thread for its whole length (a 12-megapixel iPhone photo, about two seconds here), and a
 * WebAssembly memory only grows, so the decoder's copy of the picture would stay in the shop's process
 * for good. A worker keeps the shop answering meanwhile and gives all of it back when it ends. The
 * package is read only here, when a HEIC photo arrives: starting the shop loads none of it.
 *
 * The picture's size is read from the file's header (its `ispe`, after libheif's rotation) before a
 * pixel is decoded, so a photo over the limits costs no decoding. libheif applies the file's `irot` and
 * `imir` (how an iPhone stores a portrait photo) while decoding; it ignores the EXIF orientation, as
 * the HEIF standard says. The RGBA pixels carry no metadata at all.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif-js prints its parse errors with console.log: a broken upload is the caller's answer, not a log line.
console.log = () => {};
const decode = require(workerData.heicDecode);
(async () => {
  const images = await decode.all({ buffer: workerData.upload });
  try {
    const { width, height } = images[0];
    const { maxSide, maxPixels } = workerData.limits;
    if (width > maxSide || height > maxSide || width * height > maxPixels) {
      parentPort.postMessage({ kind: 'too-large', width, height });
      return;
    }
    const picture = await images[0].decode();
    const rgba = new Uint8Array(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength);
    parentPort.postMessage({ kind: 'picture', width: picture.width, height: picture.height, rgba }, [rgba.buffer]);
  } finally {
    images.dispose();
  }
})().catch(() => parentPort.postMessage({ kind: 'unreadable' }));
`;

const heicDecodePath = () => createRequire(import.meta.url).resolve('heic-decode');

/** One decode at a time per process: each holds a photo's pixels several times over while it runs. */
let previous: Promise<unknown> = Promise.resolve();

/** A HEIC file's first picture as RGBA pixels, its size refused from the header, or 'unreadable'. */
export function decodeHeic(upload: Uint8Array, limits: HeicLimits): Promise<DecodedHeic> {
  const turn = previous.then(() => decodeInWorker(upload, limits));
  previous = turn.catch(() => undefined);
  return turn;
}

function decodeInWorker(upload: Uint8Array, limits: HeicLimits): Promise<DecodedHeic> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { upload, limits, heicDecode: heicDecodePath() },
    });
    const timer = setTimeout(() => finish({ kind: 'unreadable' }), DECODE_TIMEOUT_MS);
    let settled = false;
    function finish(answer: DecodedHeic) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    }
    worker.once('message', (answer: DecodedHeic) => finish(answer));
    // A decoder that ran out of memory or crashed answers nothing: the file is as good as unreadable.
    worker.once('error', () => finish({ kind: 'unreadable' }));
    worker.once('exit', () => finish({ kind: 'unreadable' }));
  });
}
