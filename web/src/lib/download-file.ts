/**
 * Saves a file a callable sent as base64 (an invoice's PDF) the way a link
 * with `download` would: the browser's own download, under the name given,
 * without opening a tab. The bytes live in a blob URL only for the click.
 */

/** The bytes of a base64 text. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function saveBase64File(base64: string, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([base64Bytes(base64)], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click's task: some browsers read the blob only once the download has started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
