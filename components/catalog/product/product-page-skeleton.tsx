import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** The product page's shape while it loads: picture, title, price box, seller box. */
export function ProductPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} aria-busy="true">
      <Skeleton variant="text" width={300} height={24} sx={{ mb: 2 }} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="text" height={48} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={150} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={170} sx={{ mt: 2 }} />
        </Grid>
      </Grid>
    </Container>
  );
}
