import { SendIcon, SquareIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

import { QUESTION_TEXTS } from '../lib/prompts';

/**
 * The question box: Enter sends, Shift+Enter is a new line; an empty question says 'La pregunta no
 * puede estar vacía'. While an answer streams, 'Detener' cancels. What was typed stays when sending
 * fails (the chat keeps the failed question).
 */
export function ChatInput({
  canSend,
  isLoading,
  hint,
  placeholder = 'Escribe tu pregunta sobre los documentos...',
  onSend,
  onCancel,
}: {
  canSend: boolean;
  isLoading: boolean;
  hint: string | null;
  placeholder?: string;
  onSend: (question: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = () => {
    if (!canSend) return;
    if (!value.trim()) {
      setError(QUESTION_TEXTS.empty);
      return;
    }
    setError(null);
    onSend(value);
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label="Tu pregunta"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'chat-input-error' : undefined}
          rows={2}
          value={value}
          placeholder={placeholder}
          className="max-h-40 min-h-11 flex-1 resize-none"
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        {isLoading ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            <SquareIcon aria-hidden /> Detener
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend}>
            <SendIcon aria-hidden /> Enviar
          </Button>
        )}
      </div>
      {error ? (
        <p id="chat-input-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-muted-foreground">{hint}</p>
      )}
    </form>
  );
}
