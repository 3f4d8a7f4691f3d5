import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Card } from '@/components/blocks/card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

/** 'Ver el resultado de una postulación': a code, and its outcome page. */
export function OutcomeCodeForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const open = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setCodeError('Ingresa el código de una oportunidad a la que postulaste');
      return;
    }
    setCodeError(null);
    void navigate(paths.dashboard.effectiveness.getHref(wanted));
  };

  return (
    <Card as="form" noValidate onSubmit={open} className="flex flex-wrap items-end gap-2 p-3">
      <div className="flex min-w-64 flex-1 flex-col gap-2">
        <Label htmlFor="effectiveness-code">Ver el resultado de una postulación</Label>
        <Input
          id="effectiveness-code"
          placeholder="Código, p. ej. 1234-56-LE26"
          value={code}
          aria-invalid={Boolean(codeError)}
          aria-describedby={codeError ? 'effectiveness-code-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {codeError && (
          <p id="effectiveness-code-error" className="text-sm text-destructive">
            {codeError}
          </p>
        )}
      </div>
      <Button type="submit">Ver resultado</Button>
    </Card>
  );
}
