/** Draws `text` as a QR code, as an SVG data URL; `qrcode` loads only when a code is asked for (it stays out of the first screen). */
export async function renderQrCode(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
