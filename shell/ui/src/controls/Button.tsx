import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  /** 'secondary' by default. */
  variant?: ButtonVariant;
  /** 'md' by default. */
  size?: ButtonSize;
  /** Busy: a spinner, clicks ignored, still focusable; `loadingLabel` is announced. */
  loading?: boolean;
  /** Text for screen readers while loading ('Wird geladen …' by default). */
  loadingLabel?: string;
  /** An icon before the text (decorative: give it aria-hidden). */
  icon?: ReactNode;
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };
export type ButtonAsLinkProps = ButtonLook &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** The class names of a button's look, for the rare element that is not a Button. */
export function buttonClassName({
  variant = 'secondary',
  size = 'md',
  loading,
  fullWidth,
  className,
}: Pick<ButtonLook, 'variant' | 'size' | 'loading' | 'fullWidth'> & { className?: string }) {
  return [
    'ea-button',
    `ea-button--${variant}`,
    size !== 'md' && `ea-button--${size}`,
    loading && 'ea-button--loading',
    fullWidth && 'ea-button--full',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button of the design system, as `<button>` (type="button" unless given) or, with `href`, as a
 * link that looks like one. Disabled buttons are disabled; a disabled link loses its href (not
 * focusable, announced as disabled). Loading keeps the button focusable but ignores clicks and
 * marks it busy.
 */
export function Button(props: ButtonProps) {
  const intl = useIntl();
  const {
    variant,
    size,
    loading,
    loadingLabel,
    icon,
    fullWidth,
    children,
    className: extraClass,
    ...rest
  } = props;
  const className = buttonClassName({ variant, size, loading, fullWidth, className: extraClass });
  const content = (
    <>
      {loading ? <span className="ea-button__spinner" aria-hidden="true" /> : icon}
      <span className="ea-button__text">{children}</span>
      {loading && (
        <span className="ea-visually-hidden">
          {loadingLabel ??
            intl.formatMessage({ id: 'ui.button.loading', defaultMessage: 'Wird geladen …' })}
        </span>
      )}
    </>
  );
  const ignoreWhileLoading = (event: MouseEvent) => {
    if (loading) event.preventDefault();
  };

  if (rest.href !== undefined) {
    const { href, disabled, onClick, ...anchor } = rest as ButtonAsLinkProps;
    if (disabled)
      return (
        <a {...anchor} className={className} role="link" aria-disabled="true">
          {content}
        </a>
      );
    return (
      <a
        {...anchor}
        href={href}
        className={className}
        aria-busy={loading || undefined}
        onClick={(event) => {
          ignoreWhileLoading(event);
          if (!loading) onClick?.(event);
        }}
      >
        {content}
      </a>
    );
  }
  const { type = 'button', onClick, ...button } = rest as ButtonAsButtonProps;
  return (
    <button
      {...button}
      type={type}
      className={className}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        ignoreWhileLoading(event);
        if (!loading) onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
