/**
 * The try-on's stage: the camera or a photo drawn on a canvas with the frame over the face. It owns the
 * camera stream (stopped on `close`), the loop that follows the eyes, and the drawing; the dialog only
 * renders its state. Everything stays in the page: frames are read from the video or the photo here and
 * given to the face model, which runs in this browser.
 */
import type { FaceModel } from './faceModel';
import { placeFrame, smoothPlacement, type EyePair, type FramePlacement } from './placement';

export type StageStatus =
  /** Nothing to show yet: the shopper chooses the camera or a photo. */
  | 'idle'
  /** The camera is being asked for (the browser may be asking the shopper). */
  | 'starting-camera'
  /** The picture is there, the face model is still loading. */
  | 'loading-model'
  /** Looking for a face (the camera's first frames, or a photo being read). */
  | 'looking'
  /** The frame is on the face. */
  | 'placed'
  /** The camera shows no face (it keeps looking). */
  | 'no-face-camera'
  /** The photo shows no face the model can read. */
  | 'no-face-photo'
  /** The camera was refused, or there is none: a photo instead. */
  | 'camera-unavailable'
  /** The photo could not be read. */
  | 'photo-unreadable'
  /** The face model could not load. */
  | 'model-failed';

/** What the stage tells the dialog, and what the end-to-end tests read from its data attributes. */
export interface StageReport {
  status: StageStatus;
  source: 'none' | 'camera' | 'photo';
  placement: FramePlacement | null;
  eyes: EyePair | null;
  /** The picture's size in pixels (placement and eyes are in these pixels). */
  sourceSize: { width: number; height: number } | null;
  /** The frame picture drawn (the chosen colour's), once loaded. */
  frameUrl: string | null;
  /** How many times the model has read the current picture (the camera's pace). */
  readings: number;
}

export interface FramePicture {
  url: string;
  frameWidthMm: number;
}

/** A photo's longest side is brought down to this: enough for the model and the snapshot, light on a phone. */
const PHOTO_MAX_SIDE = 1280;

export class TryOnStage {
  private model: FaceModel | null = null;
  private modelError = false;
  private stream: MediaStream | null = null;
  private photo: HTMLCanvasElement | null = null;
  private frame: HTMLImageElement | null = null;
  private frameUrl: string | null = null;
  private frameRequest = 0;
  private frameWidthMm = 0;
  private pupilDistanceMm: number;
  private eyes: EyePair | null = null;
  private readings = 0;
  private placement: FramePlacement | null = null;
  private status: StageStatus = 'idle';
  private closed = false;
  /** Bumped whenever the source changes: a loop or a reading of an older source stops. */
  private generation = 0;
  private readonly frames = new Map<string, Promise<HTMLImageElement>>();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly video: HTMLVideoElement,
    private readonly report: (report: StageReport) => void,
    pupilDistanceMm: number,
  ) {
    this.pupilDistanceMm = pupilDistanceMm;
  }

  /** The face model is ready: a picture already there is read now. */
  setModel(model: FaceModel): void {
    this.model = model;
    if (this.photo) void this.readPhoto(this.generation);
    else if (this.stream) this.follow(this.generation);
  }

  /** The face model could not load: said now, or once there is a picture to read. */
  modelFailed(): void {
    this.modelError = true;
    if (this.stream || this.photo) this.setStatus('model-failed');
  }

  /** The frame to draw (a colour chosen), its picture loaded once. */
  async setFrame(picture: FramePicture): Promise<void> {
    const request = ++this.frameRequest;
    const image = await this.loadFrame(picture.url).catch(() => null);
    // A colour chosen meanwhile wins; a picture that cannot load leaves the previous frame.
    if (this.closed || request !== this.frameRequest || !image) return;
    this.frame = image;
    this.frameWidthMm = picture.frameWidthMm;
    this.frameUrl = picture.url;
    this.replace();
    this.emit();
  }

  setPupilDistance(millimetres: number): void {
    this.pupilDistanceMm = millimetres;
    this.replace();
  }

  /** Asks for the front camera; a refusal or no camera says so (the shopper then chooses a photo). */
  async startCamera(): Promise<void> {
    const generation = this.newSource();
    if (!navigator.mediaDevices?.getUserMedia) {
      this.setStatus('camera-unavailable');
      return;
    }
    this.setStatus('starting-camera');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch {
      if (generation === this.generation) this.setStatus('camera-unavailable');
      return;
    }
    if (generation !== this.generation || this.closed) {
      stopTracks(stream);
      return;
    }
    this.stream = stream;
    this.video.srcObject = stream;
    try {
      await this.video.play();
    } catch {
      // Autoplay of a muted inline video is allowed; a failure here leaves the frames coming as they can.
    }
    if (generation !== this.generation) return;
    this.fitCanvas(this.video.videoWidth || 640, this.video.videoHeight || 480);
    this.setStatus(this.model ? 'looking' : this.waiting());
    this.render(generation);
    if (this.model) this.follow(generation);
  }

  /** A photo the shopper chose, read here (never uploaded); the camera stops. */
  async usePhoto(file: File): Promise<void> {
    const generation = this.newSource();
    this.setStatus('looking');
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      if (generation === this.generation) this.setStatus('photo-unreadable');
      return;
    }
    if (generation !== this.generation) return;
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const photo = document.createElement('canvas');
    photo.width = Math.round(bitmap.width * scale);
    photo.height = Math.round(bitmap.height * scale);
    photo.getContext('2d')?.drawImage(bitmap, 0, 0, photo.width, photo.height);
    bitmap.close();
    this.photo = photo;
    this.fitCanvas(photo.width, photo.height);
    this.draw();
    if (this.model) await this.readPhoto(generation);
    else this.setStatus(this.waiting());
  }

  /** The canvas as a PNG, for the snapshot; null when the browser refuses (a picture from another origin). */
  snapshot(): Promise<Blob | null> {
    return new Promise((resolve) => {
      try {
        this.canvas.toBlob((blob) => resolve(blob), 'image/png');
      } catch {
        resolve(null);
      }
    });
  }

  /** The shopper turns the camera off: its tracks stop, the stage waits for a choice again. */
  stopCamera(): void {
    this.newSource();
    this.setStatus('idle');
  }

  /** Stops everything: the camera's tracks (its light goes off), the loops. */
  close(): void {
    this.closed = true;
    this.newSource();
  }

  /** Ends the current source (camera tracks stopped, photo dropped); the new source's generation. */
  private newSource(): number {
    this.generation += 1;
    if (this.stream) stopTracks(this.stream);
    this.stream = null;
    this.video.srcObject = null;
    this.photo = null;
    this.eyes = null;
    this.placement = null;
    this.readings = 0;
    return this.generation;
  }

  /** What a picture without a model waits for. */
  private waiting(): StageStatus {
    return this.modelError ? 'model-failed' : 'loading-model';
  }

  private async readPhoto(generation: number): Promise<void> {
    const photo = this.photo;
    if (!photo || !this.model) return;
    this.setStatus('looking');
    const eyes = await this.model.findEyes(photo).catch(() => null);
    if (generation !== this.generation) return;
    this.readings += 1;
    this.eyes = eyes;
    this.placement = eyes ? this.place(eyes) : null;
    this.draw();
    this.setStatus(this.placement ? 'placed' : 'no-face-photo');
  }

  /** The camera's loop: one reading at a time, as fast as the model goes; the drawing follows the video. */
  private follow(generation: number): void {
    const step = async () => {
      while (generation === this.generation && this.model && this.stream) {
        if (this.video.readyState >= 2) {
          // A face seen on the last frame is looked for quickly; a lost one, thoroughly.
          const eyes = await this.model.findEyes(this.video, this.eyes !== null).catch(() => null);
          if (generation !== this.generation) return;
          this.readings += 1;
          this.eyes = eyes;
          const next = eyes ? this.place(eyes) : null;
          this.placement = next ? smoothPlacement(this.placement, next) : null;
          this.setStatus(this.placement ? 'placed' : 'no-face-camera');
        }
        await nextFrame();
      }
    };
    void step();
  }

  /** Draws the video at the screen's pace while the camera is on. */
  private render(generation: number): void {
    const frame = () => {
      if (generation !== this.generation || !this.stream) return;
      if (this.video.videoWidth && this.canvas.width !== this.video.videoWidth)
        this.fitCanvas(this.video.videoWidth, this.video.videoHeight);
      this.draw();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  private place(eyes: EyePair): FramePlacement | null {
    if (!this.frame || !this.frameWidthMm) return null;
    return placeFrame(eyes, {
      pupilDistanceMm: this.pupilDistanceMm,
      frameWidthMm: this.frameWidthMm,
      pictureAspect: this.frame.naturalHeight / this.frame.naturalWidth,
    });
  }

  /** Placement again after a change of frame or pupil distance (a photo is redrawn at once). */
  private replace(): void {
    if (!this.eyes) return;
    this.placement = this.place(this.eyes);
    if (this.photo) {
      this.draw();
      this.setStatus(this.placement ? 'placed' : 'no-face-photo');
    }
  }

  private fitCanvas(width: number, height: number): void {
    this.canvas.width = width;
    this.canvas.height = height;
  }

  /** The picture, then the frame over it; the camera is shown mirrored, as shoppers expect a selfie view. */
  private draw(): void {
    const context = this.canvas.getContext('2d');
    if (!context) return;
    const { width, height } = this.canvas;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
    if (this.stream) context.setTransform(-1, 0, 0, 1, width, 0);
    const source = this.stream ? this.video : this.photo;
    if (source) context.drawImage(source, 0, 0, width, height);
    const { placement, frame } = this;
    if (placement && frame) {
      context.translate(placement.x, placement.y);
      context.rotate(placement.angle);
      context.drawImage(frame, -placement.width / 2, -placement.height / 2, placement.width, placement.height);
    }
    context.setTransform(1, 0, 0, 1, 0, 0);
    this.emit();
  }

  private setStatus(status: StageStatus): void {
    this.status = status;
    this.emit();
  }

  private emit(): void {
    const source = this.stream ? 'camera' : this.photo ? 'photo' : 'none';
    this.report({
      status: this.status,
      source,
      placement: this.placement,
      eyes: this.eyes,
      sourceSize: source === 'none' ? null : { width: this.canvas.width, height: this.canvas.height },
      frameUrl: this.frameUrl,
      readings: this.readings,
    });
  }

  private loadFrame(url: string): Promise<HTMLImageElement> {
    let loading = this.frames.get(url);
    if (!loading) {
      loading = loadImage(url);
      this.frames.set(url, loading);
      loading.catch(() => this.frames.delete(url));
    }
    return loading;
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A frame picture. One from the shop's own origin keeps the canvas exportable; one from a store on
 * another origin is asked for with CORS, and loaded without it when the store does not allow it (the
 * snapshot is then refused by the browser, and the dialog says so).
 */
async function loadImage(url: string): Promise<HTMLImageElement> {
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  try {
    return await decodeImage(url, sameOrigin ? null : 'anonymous');
  } catch (error) {
    if (sameOrigin) throw error;
    return decodeImage(url, null);
  }
}

async function decodeImage(url: string, crossOrigin: 'anonymous' | null): Promise<HTMLImageElement> {
  const image = new Image();
  if (crossOrigin) image.crossOrigin = crossOrigin;
  image.src = url;
  await image.decode();
  return image;
}
