/**
 * Downscales a picture in the browser and re-encodes it as JPEG through a canvas (D18): the
 * upload stays small for a Raspberry Pi, and re-encoding drops EXIF data such as GPS location.
 */
export const AVATAR_MAX_PX = 256;
/** Task photos: large enough to read handwriting, small enough for a Raspberry Pi and 5 MB (D18). */
export const TASK_PHOTO_MAX_PX = 1600;
export const TASK_PHOTO_QUALITY = 0.85;

export class ImageDecodeError extends Error {}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  if ("createImageBitmap" in window) {
    try {
      // from-image applies the photo's EXIF rotation before the EXIF block is thrown away.
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      /* fall back to <img>, which some browsers decode more formats with */
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => {} };
  } catch {
    throw new ImageDecodeError("image could not be decoded");
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Fits the image inside maxPx × maxPx (never enlarging) and answers a JPEG blob. */
export async function downscaleToJpeg(file: Blob, maxPx = AVATAR_MAX_PX, quality = 0.86): Promise<Blob> {
  const image = await decode(file);
  try {
    if (!image.width || !image.height) throw new ImageDecodeError("empty image");
    const scale = Math.min(1, maxPx / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new ImageDecodeError("no canvas");
    // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob) throw new ImageDecodeError("encoding failed");
    return blob;
  } finally {
    image.close();
  }
}

/** True for the kinds of file the avatar picker accepts (the server checks the real bytes). */
export const looksLikeImage = (file: File) => /^image\/(jpeg|png|gif|webp)$/.test(file.type);
