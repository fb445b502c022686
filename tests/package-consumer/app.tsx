import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TipButton } from '@cuppa/widgets/react';

/** The page the browser test renders: a working tip button, and one whose error reaches its callback. */
function App() {
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <main>
      <TipButton creator="alice" label="Tip Alice from React">
        <a href="https://example.com/alice">Support Alice</a>
      </TipButton>
      <TipButton creator="no such alias!" onError={(event) => setErrors((seen) => [...seen, event.detail.code])} />
      <output aria-label="errors">{errors.join(',')}</output>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
