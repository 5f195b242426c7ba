import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder cards while a list streams in. */
export function CardGridSkeleton({ count = 6, height = 96, min = 240 }: { count?: number; height?: number; min?: number }) {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` } }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** A section (heading + cards) still on its way. */
export function SectionSkeleton({ count = 6, height = 96, min = 240 }: { count?: number; height?: number; min?: number }) {
  return (
    <Box sx={{ mt: 4 }} aria-busy="true">
      <Skeleton variant="text" width={220} height={36} sx={{ mb: 1.5 }} />
      <CardGridSkeleton count={count} height={height} min={min} />
    </Box>
  );
}

/** The whole catalogue page while its route loads: breadcrumb, title, a grid. */
export function CataloguePageSkeleton({ cardHeight = 96, min = 240 }: { cardHeight?: number; min?: number }) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }} aria-busy="true">
      <Skeleton variant="text" width={260} height={24} />
      <Skeleton variant="text" sx={{ width: { xs: '80%', sm: 420 }, mt: 1 }} height={48} />
      <Skeleton variant="text" sx={{ width: { xs: '60%', sm: 320 } }} height={24} />
      <Box sx={{ mt: 3 }}>
        <CardGridSkeleton count={8} height={cardHeight} min={min} />
      </Box>
    </Container>
  );
}
