import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { useSession } from '../../lib/use-session.ts';
import { sessionHasPermission } from '../../lib/permission.ts';
import { StoreSwitch } from './store-switch.tsx';
import { AcceptanceSwitch, DeliveryTimeSelect } from './acceptance-and-time.tsx';
import { SoundPanelButton, SoundPanelContent } from './sound-panel-button.tsx';

interface Props {
  empresaId: number;
  /** `bar`: in the top bar on wide screens; `menu`: stacked inside the dots menu on narrow ones (spec §2). */
  variant: 'bar' | 'menu';
}

/** The orders-screen controls of spec §1: store switch, acceptance mode, delivery time, sound alert panel. */
export function OrderControls({ empresaId, variant }: Props) {
  const session = useSession();
  // the counter runs these during service (loja.operar); others see them read-only
  const podeOperar = sessionHasPermission(session, 'loja.operar');
  if (variant === 'bar') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { sm: 1, md: 2 }, minWidth: 0 }}>
        <StoreSwitch empresaId={empresaId} podeOperar={podeOperar} />
        <AcceptanceSwitch empresaId={empresaId} podeOperar={podeOperar} />
        <DeliveryTimeSelect empresaId={empresaId} podeOperar={podeOperar} onDark />
        <SoundPanelButton />
      </Box>
    );
  }
  return (
    <Box
      sx={{ px: 2, py: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
      data-testid="controles-menu"
    >
      <StoreSwitch empresaId={empresaId} podeOperar={podeOperar} />
      <AcceptanceSwitch empresaId={empresaId} podeOperar={podeOperar} />
      <DeliveryTimeSelect empresaId={empresaId} podeOperar={podeOperar} />
      <Suspense fallback={null}>
        <SoundPanelContent />
      </Suspense>
    </Box>
  );
}
