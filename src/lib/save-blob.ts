/**
 * Saves a blob under a name (a file's download, the inbox's CSV export): a temporary object URL on a link that is clicked, then released.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
