/** Saves text as a file through the browser's download (no server involved, works offline). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; free ours a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
