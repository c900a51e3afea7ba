/**
 * "Lưu ảnh QR": the transfer's VietQR code as a PNG file the shopper keeps, to open from the gallery
 * of a banking app on the same phone. The same encoder as the code on the page (loaded on first
 * use), drawn module by module on a canvas with its quiet zone, and downloaded.
 */

/** Pixels per module: a 41-module code with its quiet zone makes a sharp 392 px image. */
const SCALE = 8;
/** Quiet zone around the code, in modules, as scanners expect. */
const QUIET = 4;

/** The code's PNG, or null when the browser draws no canvas. */
export async function vietQrPng(payload: string): Promise<Blob | null> {
  const { create } = await import('qrcode');
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QUIET) * SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) context.fillRect((col + QUIET) * SCALE, (row + QUIET) * SCALE, SCALE, SCALE);
    }
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Saves the code as `{fileName}.png`; false when it could not be drawn. */
export async function saveVietQrImage(payload: string, fileName: string): Promise<boolean> {
  const png = await vietQrPng(payload);
  if (!png) return false;
  const url = URL.createObjectURL(png);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.png`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
