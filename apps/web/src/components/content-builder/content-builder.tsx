import type { Component } from '@trybuna/api-client';
import { CONTENT_BELT_POSITION, planModules } from '@trybuna/domain';
import { Fragment, type ReactNode } from 'react';
import { islandMessages, type Island } from '@/lib/i18n';
import { READ_FAILED } from '@/lib/read-failure';
import { HydrationSlice } from '@/components/chrome/hydration-slice';
import { IslandMessages } from '@/components/chrome/intl-provider';
import { DataLoadErrorNotice } from '@/components/chrome/toasts/data-load-error-notice';
import styles from './content-builder.module.css';
import { MODULE_REGISTRY, rendererFor } from './registry';
import type { ModuleContext, ModuleRegistry } from '@/components/modules/types';

/** Module kinds whose island reads messages the chrome does not have (lib/i18n.ts). */
const MODULE_ISLANDS: Readonly<Partial<Record<string, Island>>> = {
  contact_form: 'contactForm',
  match: 'counterHero',
  quiz: 'quiz',
  survey: 'survey',
};

/** A module with its island's messages around it, if it has any of its own. */
function WithMessages({
  kind,
  context,
  children,
}: {
  kind: string;
  context: ModuleContext;
  children: ReactNode;
}) {
  const island = Object.hasOwn(MODULE_ISLANDS, kind) ? MODULE_ISLANDS[kind] : undefined;
  if (!island) return children;
  return (
    <IslandMessages messages={islandMessages(context.locale, island)}>{children}</IslandMessages>
  );
}

interface ContentBuilderProps {
  components: readonly Component[];
  context: ModuleContext;
  /** The kind → renderer map; tests pass their own. */
  registry?: ModuleRegistry;
  /** 000 §2.10: the section's advertising and city-partner belts, inserted at position 1. */
  belts?: ReactNode;
}

/**
 * 000 §2.10 content builder: a page's or article's modules in `index` order, each drawn by
 * its kind's renderer; kinds without one ('default', unknown) render nothing. Each module sits in
 * a box-less `data-module="{kind}"` slot: the e2e "no silent holes" test finds every module of
 * the demo content by it and fails on an empty one. Each module hydrates on its own
 * (`HydrationSlice`), so a long page is not one long hydration task. A module whose data the
 * server could not read (`READ_FAILED`) renders without it and raises the data-load toast.
 */
export function ContentBuilder({
  components,
  context,
  registry = MODULE_REGISTRY,
  belts,
}: ContentBuilderProps) {
  const modules = planModules(components).flatMap((planned) => {
    const Renderer = rendererFor(planned.component.kind, registry);
    return Renderer ? [{ ...planned, Renderer }] : [];
  });
  if (modules.length === 0) return null;
  return (
    <div className={styles.builder}>
      {modules.map(({ component, Renderer, adVariant, galleryIndex }, position) => (
        <Fragment key={component.id}>
          {position === CONTENT_BELT_POSITION ? belts : null}
          <div className={styles.slot} data-module={component.kind}>
            <HydrationSlice>
              <WithMessages kind={component.kind} context={context}>
                <Renderer
                  component={component}
                  context={context}
                  adVariant={adVariant}
                  galleryIndex={galleryIndex}
                  priority={position === 0}
                />
              </WithMessages>
              {(component as Record<string, unknown>)[READ_FAILED] === true ? (
                <DataLoadErrorNotice />
              ) : null}
            </HydrationSlice>
          </div>
        </Fragment>
      ))}
      {modules.length === 1 ? belts : null}
    </div>
  );
}
