import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Produto } from '@app/shared/schemas/catalogo.ts';
import { useImagemProduto } from '@/api/produtos.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useCatalogoT } from '../i18n.ts';

/** The product's photo: upload or remove it at once (a new product gets one after its first save). */
export function ProdutoImagem({ produto }: { produto: Produto | undefined }) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const imagem = useImagemProduto();
  return (
    <Box>
      <Typography variant="subtitle2">{t('catalogo.produtos.imagem')}</Typography>
      {produto ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          {produto.imagem_url && (
            <Box
              component="img"
              src={produto.imagem_url}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <Button component="label" size="small" variant="outlined">
            {t('catalogo.produtos.enviarImagem')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const arquivo = e.target.files?.[0];
                if (arquivo)
                  imagem.mutate(
                    { id: produto.id, arquivo },
                    { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') },
                  );
              }}
            />
          </Button>
          {produto.imagem_url && (
            <Button size="small" onClick={() => imagem.mutate({ id: produto.id, arquivo: null })}>
              {t('catalogo.produtos.removerImagem')}
            </Button>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('catalogo.produtos.imagemDepois')}
        </Typography>
      )}
    </Box>
  );
}
