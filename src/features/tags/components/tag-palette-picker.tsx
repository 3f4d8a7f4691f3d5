import { CheckIcon } from 'lucide-react';
import { useId } from 'react';

import { cn } from '@/lib/cn';
import { readableTextColor } from '@/lib/color';

import { TAG_PALETTE } from '../lib/tag-palette';

/** The tag dialog's palette of 8: a radio per colour, the chosen one checked by its hex code. */
export function TagPalettePicker({
  hex,
  disabled,
  onPick,
}: {
  /** The colour chosen, upper-case hex. */
  hex: string;
  disabled: boolean;
  onPick: (color: string) => void;
}) {
  const paletteId = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Color</legend>
      <div className="grid grid-cols-4 gap-2" role="radiogroup" aria-label="Paleta de colores">
        {TAG_PALETTE.map((swatch) => {
          const checked = hex === swatch.color.toUpperCase();
          return (
            <label
              key={swatch.color}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-2 text-xs transition-colors has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={paletteId}
                className="sr-only"
                value={swatch.color}
                checked={checked}
                onChange={() => onPick(swatch.color)}
              />
              <span
                aria-hidden
                className="flex size-7 items-center justify-center rounded-full border border-black/10"
                style={{ backgroundColor: swatch.color }}
              >
                {checked && (
                  <CheckIcon
                    className="size-4"
                    style={{ color: readableTextColor(swatch.color) }}
                  />
                )}
              </span>
              {swatch.name}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
