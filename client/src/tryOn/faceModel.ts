/**
 * The face model of the virtual try-on, in the browser only: @vladmandic/face-api's tiny face detector and
 * its 68-point tiny landmarks net (some 270 kB of weights, shipped by the npm package). This module and the
 * library load when the shopper opens the try-on (the dialog imports it dynamically); the weights are
 * the package's files, bundled by Vite as hashed assets of the shop itself (never a CDN), fetched then.
 * Nothing the camera or a photo shows leaves the page: the model runs on WebGL, else on the CPU.
 */
import { detectSingleFace, nets, tf as faceTf, TinyFaceDetectorOptions } from '@vladmandic/face-api';
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import detectorWeights from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json';
import landmarksWeights from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url';
import { eyesFromLandmarks, type EyePair } from './placement';

/** The parts of TensorFlow.js the package bundles that its type declarations leave out. */
interface TfRuntime {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
  io: { decodeWeights: typeof faceTf.io.decodeWeights };
}
const tf = faceTf as unknown as TfRuntime;

type WeightsManifest = { weights: Parameters<typeof faceTf.io.decodeWeights>[1] }[];

/** What the try-on gets once the model is ready. */
export interface FaceModel {
  /** Where TensorFlow.js runs: "webgl", else "cpu". */
  backend: string;
  /**
   * The eyes of the most visible face in the picture, or null when it shows none. `quick`: a face that was
   * just there (a camera's next frame), looked for at the detector's smallest size.
   */
  findEyes(input: HTMLVideoElement | HTMLCanvasElement, quick?: boolean): Promise<EyePair | null>;
}

/**
 * Whether WebGL runs on a real GPU: a software renderer (SwiftShader, llvmpipe: no GPU, or a headless
 * browser) runs TensorFlow.js's WebGL backend several times slower than its CPU backend (here: the frame
 * on the face 5 s after opening instead of 1.3 s).
 */
function hardwareWebGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|softpipe|software/i.test(renderer);
  } catch {
    return false;
  }
}

/**
 * WebGL on a GPU, else the CPU. The WebAssembly backend is never chosen: its binaries are not in the
 * package and would be fetched from elsewhere.
 */
async function chooseBackend(): Promise<string> {
  for (const name of hardwareWebGl() ? ['webgl', 'cpu'] : ['cpu']) {
    try {
      if (await tf.setBackend(name)) {
        await tf.ready();
        return tf.getBackend();
      }
    } catch {
      // This backend cannot start here (no WebGL in this browser): try the next one.
    }
  }
  throw new Error('no TensorFlow.js backend could start');
}

async function loadNet(net: { loadFromWeightMap(map: faceTf.NamedTensorMap): void }, manifest: WeightsManifest, url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`face model weights: HTTP ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights);
  net.loadFromWeightMap(tf.io.decodeWeights(await response.arrayBuffer(), specs));
}

/**
 * The detector's input: 320 px finds a face filling a tenth of a photo; 160 px, four times cheaper (a
 * quarter of a second on a loaded 2-core CPU instead of one), finds the face filling a selfie's frame,
 * which the camera's loop looks for again at 320 px as soon as it loses it.
 */
const DETECTOR = new TinyFaceDetectorOptions({ inputSize: 320, scoreThreshold: 0.4 });
const QUICK_DETECTOR = new TinyFaceDetectorOptions({ inputSize: 160, scoreThreshold: 0.4 });

let loading: Promise<FaceModel> | null = null;

/** The model, loaded once per page (opening the try-on again reuses it). */
export function loadFaceModel(): Promise<FaceModel> {
  loading ??= (async () => {
    const backend = await chooseBackend();
    await Promise.all([
      loadNet(nets.tinyFaceDetector, detectorManifest as WeightsManifest, detectorWeights),
      loadNet(nets.faceLandmark68TinyNet, landmarksManifest as WeightsManifest, landmarksWeights),
    ]);
    return {
      backend,
      async findEyes(input, quick = false) {
        const face = await detectSingleFace(input, quick ? QUICK_DETECTOR : DETECTOR).withFaceLandmarks(true);
        return face ? eyesFromLandmarks(face.landmarks.positions) : null;
      },
    };
  })();
  // A failed load (a network error) may be tried again by opening the try-on again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
