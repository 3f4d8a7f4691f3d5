import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LegalBlock, LegalDocument, LegalSection } from '@/features/legal/content/types';
import { cn } from '@/lib/cn';

const TEXT = 'text-[15px] leading-7 text-foreground/90';

function formatEffectiveDate(isoDate: string) {
  // Noon UTC lands on the same calendar day in Santiago whatever the daylight-saving offset.
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('es-CL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Santiago',
  });
}

function headingId(section: LegalSection) {
  return `${section.id}-titulo`;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p className={TEXT}>{block.text}</p>;
  return (
    <ul className={cn(TEXT, 'list-disc space-y-1.5 pl-5 marker:text-muted-foreground')}>
      {block.items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav
      aria-label="Contenido"
      className="rounded-lg border bg-card lg:sticky lg:top-8 lg:max-h-[calc(100svh-4rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent"
    >
      {/* Below lg the index folds away so the text starts on the first screen. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-semibold lg:hidden"
      >
        Contenido
        <ChevronDownIcon
          aria-hidden
          className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
      <p className="mb-3 hidden text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:block">
        Contenido
      </p>
      <ol id={listId} className={cn('space-y-0.5 px-2 pb-3 lg:block lg:p-0', !open && 'hidden')}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-sm leading-5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              <span className="w-6 shrink-0 text-right tabular-nums">{index + 1}.</span>
              <span className="min-w-0">{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function LegalPage({
  document: legalDocument,
  otherLink,
}: {
  document: LegalDocument;
  otherLink: { label: string; href: string };
}) {
  const { title, summary, effectiveDate, version, sections } = legalDocument;
  const { hash } = useLocation();

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Oportuna`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    // The page arrives lazily, after the browser's own jump to #section found nothing to scroll to.
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const home = paths.home.getHref();

  return (
    <div className="min-h-svh bg-background text-foreground">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={home} aria-label="Oportuna: ir al inicio" className="rounded-md">
            <Logo />
          </Link>
          <Button asChild variant="outline" size="sm">
            <Link to={home}>Volver al inicio</Link>
          </Button>
        </div>
      </header>

      <main>
        <div className="border-b bg-accent/40">
          <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm text-muted-foreground">
              Vigente desde el{' '}
              <time dateTime={effectiveDate}>{formatEffectiveDate(effectiveDate)}</time>
              <span aria-hidden> · </span>
              <span className="sr-only">, </span>
              Versión {version}
            </p>
            <p className="mt-4 max-w-3xl text-base leading-7 text-foreground/80">{summary}</p>
          </div>
        </div>

        <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12 lg:px-8 lg:py-14">
          <div className="min-w-0">
            <TableOfContents sections={sections} />
          </div>

          <article className="max-w-3xl min-w-0 wrap-break-word">
            <div className="space-y-10">
              {sections.map((section, index) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={headingId(section)}
                  className="scroll-mt-6 space-y-4"
                >
                  <h2
                    id={headingId(section)}
                    className="text-lg font-semibold tracking-tight sm:text-xl"
                  >
                    {`${index + 1}. ${section.title}`}
                  </h2>
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </section>
              ))}
            </div>

            <footer className="mt-12 space-y-3 border-t pt-8 text-sm leading-6 text-muted-foreground">
              <p>
                Lee también:{' '}
                <Link
                  to={otherLink.href}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {otherLink.label}
                </Link>
                .
              </p>
              <p>
                ¿Tienes preguntas? Escríbenos a{' '}
                <a
                  href="mailto:contacto@oportuna.cl"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  contacto@oportuna.cl
                </a>
                . Para consultas sobre tus datos personales:{' '}
                <a
                  href="mailto:privacidad@oportuna.cl"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  privacidad@oportuna.cl
                </a>
                .
              </p>
            </footer>
          </article>
        </div>
      </main>
    </div>
  );
}
