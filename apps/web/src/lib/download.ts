/** Saves data as a file through a temporary link (the browser's download), then frees the object URL. */
export function baixarArquivo(dados: Blob, nome: string): void {
  const url = URL.createObjectURL(dados);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // revoking at once may cancel the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
