import { DraftsPanel } from './drafts-panel';
import { GenerateContentForm } from './generate-content-form';
import { OptimizeContentForm } from './optimize-content-form';

/** Content: generate by topic, the drafts it produced, optimise pasted content. */
export function ContentTab() {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <GenerateContentForm />
        <DraftsPanel />
      </div>
      <OptimizeContentForm />
    </div>
  );
}
