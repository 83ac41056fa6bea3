import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/**
 * A QR code as SVG (crisp at any size, nothing to download). Error correction M, as the research on Pix codes
 * recommends for screens and receipts; the data goes in byte mode (a BR Code is ASCII).
 */
export function QrCode({ texto, tamanho = 220, rotulo }: { texto: string; tamanho?: number; rotulo: string }) {
  const { n, caminho } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(texto, 'Byte');
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let r = 0; r < count; r++)
      for (let c = 0; c < count; c++) if (qr.isDark(r, c)) d += `M${c + 4},${r + 4}h1v1h-1z`;
    return { n: count + 8, caminho: d };
  }, [texto]);
  return (
    <svg
      role="img"
      aria-label={rotulo}
      data-testid="pix-qr"
      width={tamanho}
      height={tamanho}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', maxWidth: '100%', height: 'auto' }}
    >
      <path d={caminho} fill="#000" />
    </svg>
  );
}
