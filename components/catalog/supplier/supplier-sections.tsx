'use client';

import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSupplierStore } from '@/stores/supplier';

export type SupplierSection = { id: string; label: string; content: ReactNode };

/**
 * The storefront's sections as tabs; which one is open is the seed's `supplier.openSection`.
 * Every panel is rendered on the server and stays in the HTML (crawlers read them all); the
 * closed ones are only hidden.
 */
export function SupplierSections({ sections }: { sections: SupplierSection[] }) {
  const open = useSupplierStore((s) => s.openSection);
  const setOpen = useSupplierStore((s) => s.setOpenSection);
  const current = sections.some((s) => s.id === open) ? open! : sections[0]?.id;
  // A storefront opens on its first section, whatever was open on the previous supplier.
  useEffect(() => () => setOpen(null), [setOpen]);
  return (
    <Box sx={{ mt: 3 }}>
      <Tabs
        value={current}
        onChange={(_, id: string) => setOpen(id)}
        variant="scrollable"
        allowScrollButtonsMobile
        // The selected tab's primary text on the grey page reads better in the dark shade (AA).
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, '& .Mui-selected': { color: 'primary.dark' } }}
      >
        {sections.map((s) => (
          <Tab key={s.id} value={s.id} label={s.label} id={`tab-${s.id}`} aria-controls={`panel-${s.id}`} />
        ))}
      </Tabs>
      {sections.map((s) => (
        <Box key={s.id} role="tabpanel" id={`panel-${s.id}`} aria-labelledby={`tab-${s.id}`} hidden={s.id !== current}>
          {s.content}
        </Box>
      ))}
    </Box>
  );
}
