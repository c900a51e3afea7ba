/**
 * A VietQR payload drawn as a QR code. The encoder (qrcode) is imported when the code is first
 * shown, so it loads only on a bank-transfer order's page; the modules are drawn as one SVG path
 * (no innerHTML, nothing the Content-Security-Policy has to allow).
 */
import { t } from '@lingui/core/macro';
import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

interface Matrix {
  size: number;
  path: string;
}

/** Quiet zone around the code, in modules, as scanners expect. */
const QUIET = 4;

async function encode(payload: string): Promise<Matrix> {
  const { create } = await import('qrcode');
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET, path };
}

export function VietQrCode({ payload, size = 240 }: { payload: string; size?: number }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let current = true;
    void encode(payload).then((encoded) => {
      if (current) setMatrix(encoded);
    });
    return () => {
      current = false;
    };
  }, [payload]);

  if (!matrix) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={t`VietQR code of the transfer`}
      data-payload={payload}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      sx={{ bgcolor: '#fff', display: 'block' }}
    >
      <path d={matrix.path} fill="#000" />
    </Box>
  );
}
