import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="15" cy="15" r="7" fill="none" stroke="white" strokeWidth="3" />
      <path d="m20 20 5 5" stroke="white" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark className={inverse ? '[&_rect]:fill-white/15' : undefined} />
      <span className={cn('text-xl', inverse ? 'text-white' : 'text-foreground')}>Oportuna</span>
    </span>
  );
}
