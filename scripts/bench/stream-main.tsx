/**
 * A streamed AI answer of 32 KB, for `npm run bench`: the real reader (`askQuestion` over
 * `apiStream` and the SSE decoder) and the real `SafeMarkdown`, fed by a server that sends the
 * answer in small network chunks. The bench drives `window.streamBench` from Chromium and reads
 * the time to the first token on screen, the total time and the longest main-thread task.
 */
// As the app's entry (main.tsx): zod never tries `new Function`, which the policy refuses.
import '@/lib/zod-jitless';
import '@/index.css';

import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { SafeMarkdown } from '@/components/markdown/safe-markdown';
import { askQuestion } from '@/features/chat/api/ask-question';
import { storeSession } from '@/lib/session';

/** About 32 KB of the markdown an answer has: headings, paragraphs, lists and tables. */
function benchAnswer(targetBytes = 32 * 1024) {
  const sections: string[] = [];
  for (
    let section = 1;
    new TextEncoder().encode(sections.join('\n\n')).length < targetBytes;
    section += 1
  ) {
    sections.push(
      `## Sección ${section}: requisitos y plazos`,
      `La **garantía de seriedad** de la oferta es de $${(section * 137_500).toLocaleString('es-CL')} y debe tener una vigencia mínima de 60 días corridos desde el cierre. La visita a terreno es el ${section} de diciembre a las 10:00 en el recinto del hospital; se levantará acta de asistencia.`,
      [
        '- Declaración jurada simple',
        '- Formulario de oferta económica',
        `- Certificado de experiencia N° ${section}`,
      ].join('\n'),
      [
        '| Ítem | Producto | Cantidad | Unidad |',
        '| ---: | --- | ---: | --- |',
        ...Array.from(
          { length: 6 },
          (_, row) =>
            `| ${row + 1} | Guantes de nitrilo talla ${row + 1} | ${(row + 1) * 100} | Caja |`,
        ),
      ].join('\n'),
    );
  }
  return sections.join('\n\n');
}

const ANSWER = benchAnswer();
const CHUNK_BYTES = 240;
const CHUNK_EVERY_MS = 8;

/** The server: the answer as MESSAGE events of a few words, sent in small chunks. */
function sseBody() {
  const words = ANSWER.split(/(?<=\s)/);
  let events = '';
  for (let index = 0; index < words.length; index += 3) {
    events += `data: ${JSON.stringify({ tipo: 'MESSAGE', datos: { content: words.slice(index, index + 3).join('') } })}\n\n`;
  }
  events += 'data: [DONE]\n\n';
  const bytes = new TextEncoder().encode(events);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, CHUNK_EVERY_MS));
      controller.enqueue(bytes.slice(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    },
  });
}

type Result = { firstTokenMs: number; totalMs: number; longestTaskMs: number; chars: number };

function Answer({ onDone }: { onDone: (result: Omit<Result, 'longestTaskMs'>) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const started = performance.now();
    let first = 0;
    let all = '';
    void (async () => {
      for await (const piece of askQuestion({ token: 'bench', question: 'Resumen' })) {
        if (piece.kind !== 'content') continue;
        all += piece.text;
        if (!first) {
          // On screen at the next frame.
          requestAnimationFrame(() => {
            first = performance.now() - started;
          });
        }
        setText(all);
      }
      requestAnimationFrame(() =>
        onDone({ firstTokenMs: first, totalMs: performance.now() - started, chars: all.length }),
      );
    })();
  }, [onDone]);
  return <SafeMarkdown>{text}</SafeMarkdown>;
}

declare global {
  interface Window {
    streamBench: { run: () => Promise<Result> };
  }
}

window.streamBench = {
  run: () =>
    new Promise<Result>((resolve) => {
      storeSession('bench-session-token');
      window.fetch = async () =>
        new Response(sseBody(), { headers: { 'Content-Type': 'text/event-stream' } });
      let longestTaskMs = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      createRoot(document.getElementById('root')!).render(
        <Answer
          onDone={(result) => {
            observer.disconnect();
            resolve({ ...result, longestTaskMs });
          }}
        />,
      );
    }),
};
