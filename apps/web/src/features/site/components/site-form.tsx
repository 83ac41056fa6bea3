import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Site, SitePatch } from '@app/shared/schemas/site.ts';
import { centavosParaTexto, parseCentavos } from '@app/shared/domain/money.ts';
import { patchSite, siteKey } from '@/api/site.ts';
import { errorMessage, problemOf } from '@/api/problem.ts';
import { MoneyField, reaisDoTexto } from '@/components/money-field.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSiteT } from '../i18n.ts';

interface Valores {
  slug: string;
  cor_primaria: string;
  cor_secundaria: string;
  banner_url: string;
  texto_boas_vindas: string;
  pedido_minimo: string;
  aceita_pedidos: boolean;
}

const valoresDe = (s: Site): Valores => ({
  slug: s.slug ?? '',
  cor_primaria: s.cor_primaria,
  cor_secundaria: s.cor_secundaria,
  banner_url: s.banner_url ?? '',
  texto_boas_vindas: s.texto_boas_vindas ?? '',
  pedido_minimo: centavosParaTexto(parseCentavos(s.pedido_minimo) ?? 0),
  aceita_pedidos: s.aceita_pedidos,
});

function corpo(v: Valores): SitePatch {
  return {
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    cor_primaria: v.cor_primaria,
    cor_secundaria: v.cor_secundaria,
    banner_url: v.banner_url.trim() || null,
    texto_boas_vindas: v.texto_boas_vindas.trim() || null,
    pedido_minimo: reaisDoTexto(v.pedido_minimo) ?? v.pedido_minimo,
    aceita_pedidos: v.aceita_pedidos,
  };
}

/** The site's settings: address (slug), colours, banner, welcome text, minimum order, ordering on or off. */
export function SiteForm({ site, pode }: { site: Site; pode: boolean }) {
  const { t } = useSiteT();
  const qc = useQueryClient();
  const [v, setV] = useState<Valores>(() => valoresDe(site));
  const [erros, setErros] = useState<Record<string, string>>({});
  const salvar = useMutation({
    mutationFn: () => patchSite(corpo(v)),
    onSuccess: (s) => {
      qc.setQueryData(siteKey, s);
      setV(valoresDe(s));
      setErros({});
      showSnackbar(t('acoes.salvo'), 'success');
    },
    onError: (e) => {
      const lista = problemOf(e)?.errors ?? [];
      setErros(Object.fromEntries(lista.map((x) => [x.campo, x.mensagem])));
      showSnackbar(errorMessage(e, t('site.erro')), 'error');
    },
  });
  const campo = (k: keyof Valores) => ({
    value: v[k] as string,
    disabled: !pode,
    error: !!erros[k],
    onChange: (e: { target: { value: string } }) => setV({ ...v, [k]: e.target.value }),
  });

  return (
    <Card variant="outlined">
      <CardContent
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          salvar.mutate();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={t('site.endereco')}
          {...campo('slug')}
          helperText={erros.slug ?? t('site.enderecoAjuda')}
          slotProps={{
            // the path only: a whole origin would squeeze the field on a phone (the full link is on the buttons above)
            input: { startAdornment: <InputAdornment position="start">/cardapio/</InputAdornment> },
            htmlInput: { maxLength: 40, autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <Typography variant="h6" component="h2">
          {t('site.aparencia')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="color"
            label={t('site.corPrimaria')}
            {...campo('cor_primaria')}
            helperText={erros.cor_primaria}
            sx={{ minWidth: 200 }}
          />
          <TextField
            type="color"
            label={t('site.corSecundaria')}
            {...campo('cor_secundaria')}
            helperText={erros.cor_secundaria}
            sx={{ minWidth: 200 }}
          />
        </Box>
        <TextField
          label={t('site.banner')}
          {...campo('banner_url')}
          helperText={erros.banner_url ?? t('site.bannerAjuda')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <TextField
          label={t('site.boasVindas')}
          multiline
          minRows={2}
          {...campo('texto_boas_vindas')}
          helperText={erros.texto_boas_vindas ?? `${v.texto_boas_vindas.length}/500`}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Typography variant="h6" component="h2">
          {t('site.pedidos')}
        </Typography>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={v.aceita_pedidos}
                disabled={!pode}
                onChange={(e) => setV({ ...v, aceita_pedidos: e.target.checked })}
              />
            }
            label={t('site.aceitaPedidos')}
          />
          <FormHelperText>{t('site.aceitaPedidosAjuda')}</FormHelperText>
        </Box>
        <MoneyField
          label={t('site.pedidoMinimo')}
          value={v.pedido_minimo}
          disabled={!pode}
          error={!!erros.pedido_minimo}
          helperText={erros.pedido_minimo ?? t('site.pedidoMinimoAjuda')}
          onChange={(x) => setV({ ...v, pedido_minimo: x })}
          sx={{ maxWidth: 240 }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!pode || salvar.isPending}>
            {t('acoes.salvar')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
