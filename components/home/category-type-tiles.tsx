import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PrecisionManufacturingOutlined from '@mui/icons-material/PrecisionManufacturingOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { visuallyHidden } from '@/components/catalog/ui/a11y-styles';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';
import { categoryTypeHref } from '@/lib/routes';

const ICONS: Record<CategoryType, typeof Inventory2Outlined> = {
  Product: Inventory2Outlined,
  IndustrialService: PrecisionManufacturingOutlined,
  ConsultingService: SupportAgentOutlined,
  ElectronicDocument: DescriptionOutlined,
};

/** The four category types as the first choice on the home page, with how much each holds. */
export async function CategoryTypeTiles({ totals }: { totals: Partial<Record<CategoryType, number>> }) {
  const t = await getTranslations('homeCatalog');
  const tt = await getTranslations('categoryTypes');
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-types" sx={{ mt: { xs: -3, md: -5 }, position: 'relative' }}>
      <Typography id="home-types" component="h2" sx={visuallyHidden}>
        {t('typesHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {CATEGORY_TYPES.map((type) => {
          const Icon = ICONS[type];
          return (
            <Card key={type} elevation={3}>
              <CardActionArea href={categoryTypeHref(type)} sx={{ p: { xs: 1.5, md: 2.5 }, height: '100%', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { xs: 'flex-start', md: 'center' }, gap: { xs: 0.5, md: 1.5 }, justifyContent: 'flex-start' }}>
                <Icon color="primary" sx={{ fontSize: { xs: 32, md: 40 } }} aria-hidden />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: 15, md: 18 } }}>
                    {tt(type)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('typeCount', { count: totals[type] ?? 0 })}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Container>
  );
}
