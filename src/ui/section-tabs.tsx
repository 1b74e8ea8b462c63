// The back office's section links (a tab strip of real links, so each section has an address).
import { Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import classes from './section-tabs.module.css';

export interface SectionLink {
  to: string;
  label: string;
}

export function SectionTabs({ label, links }: { label: string; links: readonly SectionLink[] }) {
  return (
    <nav aria-label={label}>
      <Group gap={4} className={classes.tabs} wrap="nowrap">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.tab}>
            {link.label}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}
