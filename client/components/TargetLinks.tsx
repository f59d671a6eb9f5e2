import type { Target } from '../../shared/content/schemas/common';

export function TargetLinks({ targets, className = 'cta' }: { targets: Target[]; className?: string }) {
  if (targets.length === 0) return null;
  return (
    <div className="cta-group">
      {targets.map((target) => (
        <a
          key={`${target.url}|${target.text}`}
          className={className}
          href={target.url}
          target={target.targetAttribute}
          rel={target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {target.text}
        </a>
      ))}
    </div>
  );
}
