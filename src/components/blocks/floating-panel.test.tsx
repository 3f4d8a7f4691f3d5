import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BotIcon, MinusIcon } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { FloatingPanel, FloatingPanelAction } from './floating-panel';

function Assistant({ autoFocus = false }: { autoFocus?: boolean }) {
  const [surface, setSurface] = useState<'panel' | 'minimised' | 'closed'>('panel');
  const [maximised, setMaximised] = useState(false);
  const [status, setStatus] = useState('Iniciando...');
  return (
    <>
      <button type="button" onClick={() => setStatus('En línea')}>
        Conectar
      </button>
      <p>{surface}</p>
      {surface === 'panel' && (
        <FloatingPanel
          title="Asistente Chat-Agent"
          icon={BotIcon}
          status={status}
          statusDotClassName="bg-success"
          statusLive
          maximised={maximised}
          onToggleMaximise={() => setMaximised(!maximised)}
          onClose={() => setSurface('closed')}
          onEscape={() => setSurface('minimised')}
          autoFocus={autoFocus}
          actions={
            <FloatingPanelAction label="Minimizar" onClick={() => setSurface('minimised')}>
              <MinusIcon aria-hidden />
            </FloatingPanelAction>
          }
        >
          <textarea aria-label="Tu consulta" />
        </FloatingPanel>
      )}
    </>
  );
}

describe('FloatingPanel', () => {
  it('is a dialog named by its title, with its status, maximise and restore, and close', async () => {
    const user = userEvent.setup();
    render(<Assistant />);
    const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Iniciando...');
    await user.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('En línea');

    await user.click(within(panel).getByRole('button', { name: 'Maximizar' }));
    await user.click(within(panel).getByRole('button', { name: 'Restaurar' }));
    expect(within(panel).getByRole('button', { name: 'Maximizar' })).toHaveAttribute(
      'title',
      'Maximizar',
    );

    await user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('takes the focus when asked, and Escape does what the caller says (here: minimise)', async () => {
    const user = userEvent.setup();
    render(<Assistant autoFocus />);
    const panel = screen.getByRole('dialog', { name: 'Asistente Chat-Agent' });
    expect(panel).toHaveFocus();
    await user.click(within(panel).getByLabelText('Tu consulta'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('minimised')).toBeInTheDocument();
  });
});
