import { GENERATE_TOPIC_MAX, type GenerateContentRequest } from '@taxguide/contracts/agent';
import { Sparkles } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { useGenerateContent } from './use-agent-actions';

/** Generate content: the submit needs a non-blank topic. */
export function GenerateContentForm() {
  const form = useForm<GenerateContentRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/agent').then((m) => m.GenerateContentRequestSchema),
    ),
    defaultValues: { topic: '' },
  });
  const generate = useGenerateContent(() => form.reset({ topic: '' }));
  const trimmed = useWatch({ control: form.control, name: 'topic' }).trim();

  const submit = form.handleSubmit(({ topic }) => {
    if (generate.isPending) return;
    generate.mutate(topic, { onError: (error) => showServerErrors(error, form) });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Generate content</CardTitle>
        <CardDescription>
          The agent writes a draft guide on the topic, grounded in our tax sections and citing them.
          Nothing is published until you review the draft below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
          aria-label="Generate content"
        >
          <FormField
            form={form}
            name="topic"
            label="Topic"
            maxLength={GENERATE_TOPIC_MAX}
            placeholder="e.g. Section 80C deductions for salaried employees"
          />
          <Button type="submit" disabled={!trimmed || generate.isPending} className="self-start">
            <Sparkles className="size-4" aria-hidden="true" />
            {generate.isPending ? 'Starting...' : 'Generate Content'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
