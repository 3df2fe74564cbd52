import type { CSSProperties, ReactNode } from 'react';
import { SECTION_BUTTON_VARIANT, shellBlocks } from '@trybuna/domain';
import type { PageContext } from '@/lib/server/page-context';
import { originOf } from '@/lib/server/site';
import { TicketBelt } from '@/components/football/ticket-belt/ticket-belt';
import { HydrationSlice } from '@/components/chrome/hydration-slice';
import { BottomSections } from './bottom-sections';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './shell.module.css';

/**
 * Every page's frame: the section's theme (colours from packages/config as CSS custom
 * properties; the 000 §1 button variant as `data-button`, read by globals.module.css), header,
 * breadcrumbs, the page, the bottom sections and the footer of its sub-site.
 */
export function SiteShell({
  ctx,
  crumbs = [],
  children,
}: {
  ctx: PageContext;
  crumbs?: readonly Crumb[];
  children: ReactNode;
}) {
  const blocks = shellBlocks(ctx.section, ctx.path);
  const sectionTheme = ctx.links.club.themes[ctx.section];
  // 000 §1 "the soccer theme applies only on SOCCER and not on fan-token paths": a fan-token
  // page keeps the soccer section's accent and text but not its colour (a neutral dark head).
  const theme =
    ctx.section === 'SOCCER' && !blocks.soccerTheme
      ? { ...sectionTheme, primary: sectionTheme.text }
      : sectionTheme;
  const style = {
    '--c-primary': theme.primary,
    '--c-on-primary': theme.onPrimary,
    '--c-accent': theme.accent,
    '--c-surface': theme.surface,
    '--c-text': theme.text,
    '--c-muted': theme.muted,
  } as CSSProperties;
  return (
    <div
      className={styles.shell}
      style={style}
      data-section={ctx.section}
      data-button={SECTION_BUTTON_VARIANT[ctx.section]}
    >
      <SiteHeader ctx={ctx} />
      {/* 001 §2: the ticket belt on every soccer page except fan-token paths (shellBlocks). */}
      {blocks.topBelt ? <TicketBelt locale={ctx.locale} /> : null}
      <Breadcrumbs crumbs={crumbs} origin={originOf(ctx.variant)} locale={ctx.locale} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <HydrationSlice>
        <BottomSections ctx={ctx} />
        <SiteFooter ctx={ctx} />
      </HydrationSlice>
    </div>
  );
}
