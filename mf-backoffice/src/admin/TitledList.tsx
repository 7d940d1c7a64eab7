import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled section with a dense list (a record's halls, a booking's history): its title names it. */
export function TitledList({
  title,
  items,
}: {
  title: string;
  items: readonly { key: string | number; primary: ReactNode; secondary?: ReactNode }[];
}) {
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <MuiList dense>
        {items.map((item) => (
          <ListItem key={item.key}>
            <ListItemText primary={item.primary} secondary={item.secondary} />
          </ListItem>
        ))}
      </MuiList>
    </section>
  );
}
