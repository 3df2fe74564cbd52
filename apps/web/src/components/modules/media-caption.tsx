import type { ReactNode } from 'react';

/**
 * The caption under an image or video module: its description, the module's comment (the
 * editor's sanitised HTML) and anything after them (the photo's author). The module's own
 * stylesheet gives the `caption`, `description` and `comment` classes.
 */
export function MediaCaption({
  description,
  comment,
  styles,
  children,
}: {
  description: string | null | undefined;
  comment: string | null | undefined;
  styles: Readonly<Record<string, string>>;
  children?: ReactNode;
}) {
  return (
    <figcaption className={styles.caption}>
      {description ? <p className={styles.description}>{description}</p> : null}
      {comment ? (
        <div
          className={`rich-text ${styles.comment}`}
          dangerouslySetInnerHTML={{ __html: comment }}
        />
      ) : null}
      {children}
    </figcaption>
  );
}
