import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { FileDropZone, type FileDropZoneProps } from './file-drop-zone';

const MESSAGES = {
  type: 'Tipo de archivo no válido. Solo se permiten imágenes (JPG, PNG, GIF).',
  size: 'El archivo es demasiado grande. Tamaño máximo: 5MB.',
};
const MAX = 5 * 1024 * 1024;

function makeFile(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(props: Partial<FileDropZoneProps> = {}) {
  const onFileSelect = vi.fn();
  render(
    <FileDropZone
      label="Logo de la empresa"
      hint="JPG, PNG o GIF, hasta 5 MB"
      accept={['image/jpeg', 'image/jpg', 'image/png', 'image/gif']}
      maxSize={MAX}
      messages={MESSAGES}
      onFileSelect={onFileSelect}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Logo de la empresa');
  return { onFileSelect, input, user: userEvent.setup({ applyAccept: false }) };
}

function drop(target: Element, files: File[]) {
  fireEvent.dragEnter(target, { dataTransfer: { files, types: ['Files'] } });
  fireEvent.dragOver(target, { dataTransfer: { files, types: ['Files'] } });
  const event = createEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });
  fireEvent(target, event);
  return event;
}

describe('FileDropZone', () => {
  it('is a labelled file input with its hint, reached with Tab', async () => {
    const { input, user } = setup();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/gif');
    expect(input).toHaveAccessibleDescription('JPG, PNG o GIF, hasta 5 MB');
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('passes on an accepted file and shows its name and size', async () => {
    const { input, onFileSelect, user } = setup();
    const file = makeFile('logo.png', 'image/png', 1.5 * 1024 * 1024);
    await user.upload(input, file);
    expect(onFileSelect).toHaveBeenCalledExactlyOnceWith(file);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByText('1,5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file of another type with the given message', async () => {
    const { input, onFileSelect, user } = setup();
    await user.upload(input, makeFile('contrato.pdf', 'application/pdf', 1000));
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.type);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`JPG, PNG o GIF, hasta 5 MB ${MESSAGES.type}`);
    expect(screen.queryByText('contrato.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit, and takes a good one after', async () => {
    const { input, onFileSelect, user } = setup();
    await user.upload(input, makeFile('grande.png', 'image/png', MAX + 1));
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.size);

    const good = makeFile('chico.png', 'image/png', MAX);
    await user.upload(input, good);
    expect(onFileSelect).toHaveBeenCalledExactlyOnceWith(good);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('takes a dropped file, and shows where it can be dropped while dragging', () => {
    const { onFileSelect, input } = setup();
    const zone = input.closest('[data-slot="file-drop-zone-area"]')!;
    const file = makeFile('logo.gif', 'image/gif', 2048);

    fireEvent.dragEnter(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(zone).toHaveAttribute('data-dragging');
    // Leaving a child of the zone is not leaving the zone.
    fireEvent.dragEnter(zone.querySelector('svg')!, { dataTransfer: { types: ['Files'] } });
    fireEvent.dragLeave(zone.querySelector('svg')!);
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveAttribute('data-dragging');

    const event = drop(zone, [file]);
    // The browser must not open the file in the tab.
    expect(event.defaultPrevented).toBe(true);
    expect(onFileSelect).toHaveBeenCalledExactlyOnceWith(file);
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByText('logo.gif')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });

  it('refuses a dropped file of another type', () => {
    const { onFileSelect, input } = setup();
    drop(input.closest('label')!, [makeFile('virus.exe', 'application/x-msdownload', 10)]);
    expect(onFileSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.type);
  });

  it('shows progress and a cancel button while uploading, and takes no other file', async () => {
    const onCancel = vi.fn();
    const file = makeFile('logo.png', 'image/png', 300 * 1024);
    const { input, onFileSelect, user } = setup({
      file,
      uploading: true,
      progress: 40,
      onCancel,
    });
    const bar = screen.getByRole('progressbar', { name: 'Subiendo logo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40 %');
    expect(screen.getByText('300 KB')).toBeInTheDocument();
    expect(input).toBeDisabled();

    drop(input.closest('label')!, [makeFile('otro.png', 'image/png', 10)]);
    expect(onFileSelect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('is cancelled by keyboard, and focus goes back to the input', async () => {
    function Upload() {
      const [uploading, setUploading] = useState(false);
      return (
        <FileDropZone
          label="Lista de precios"
          accept={['.csv']}
          maxSize={MAX}
          messages={MESSAGES}
          onFileSelect={() => setUploading(true)}
          uploading={uploading}
          progress={null}
          onCancel={() => setUploading(false)}
        />
      );
    }
    render(<Upload />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Lista de precios');
    await user.upload(input, makeFile('precios.csv', '', 100));

    // Amount unknown yet: a progress bar without a value.
    expect(screen.getByRole('progressbar', { name: 'Subiendo precios.csv' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveFocus();
  });

  it('shows an error from outside, such as a refused upload', () => {
    const { input } = setup({ error: 'Error del servidor. Inténtalo de nuevo más tarde.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error del servidor. Inténtalo de nuevo más tarde.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
