import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export async function HomeHero() {
  const t = await getTranslations('home');
  return (
    <Box sx={{ background: 'linear-gradient(135deg, #1976D2 0%, #0d47a1 100%)', color: 'common.white', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 34, md: 42 }, lineHeight: 1.4 }}>
          {t('heroTitle')}
        </Typography>
        <Typography sx={{ mt: 2, maxWidth: 640, opacity: 0.92, fontSize: { xs: 15, md: 18 } }}>{t('heroText')}</Typography>
      </Container>
    </Box>
  );
}
