import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { onPageText } from '@/components/catalog/ui/a11y-styles';

/**
 * A row of links shown as pills (subcategories, category types); wraps on phones. Buttons with
 * an href navigate through Next's router (theme), which a Chip rendered on the server cannot.
 */
export function LinkChips({ label, links }: { label: string; links: { href: string; label: string; current?: boolean }[] }) {
  if (links.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <li key={link.href}>
          <Button
            href={link.href}
            size="small"
            variant={link.current ? 'contained' : 'outlined'}
            aria-current={link.current ? 'page' : undefined}
            sx={{ borderRadius: 4, fontWeight: 500, px: 1.5, ...(link.current ? {} : onPageText) }}
          >
            {link.label}
          </Button>
        </li>
      ))}
    </Box>
  );
}
