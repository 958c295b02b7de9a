import type { ComponentProps, SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A search form (method GET) that navigates in the app, and submits as plain HTML before or without
 * JavaScript. React Router's `Form` does this too but brings its whole submission machinery (actions,
 * fetchers, encodings) into every page's first chunk (ADR 0030, fifth pass). Like it, the fields
 * replace the page's query string; without `action`, the form leads to the current path.
 */
export function GetForm({ action, onSubmit, ...rest }: Omit<ComponentProps<'form'>, 'method'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, event.nativeEvent.submitter)) {
      if (typeof value === 'string') fields.append(name, value);
    }
    const query = fields.toString();
    navigate(`${action ?? pathname}${query ? `?${query}` : ''}`);
  };
  return <form {...rest} method="get" action={action} onSubmit={submit} />;
}
