import {
  OPTIMIZE_CONTENT_MAX,
  OPTIMIZE_KEYWORD_MAX,
  type OptimizeContentRequest,
  type Optimizations,
} from '@taxguide/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
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
import { toast } from '../../components/ui/use-toast';
import { contractResolver, showServerErrors, type FieldLabels } from '../../lib/contract-form';
import { optimizeContent } from './api/optimize-content';
import { OptimizationResults } from './optimization-results';
import { failureToast } from './use-agent-actions';

const LABELS: FieldLabels = { targetKeyword: 'Target keyword' };

/**
 * Optimise content: content and target keyword must both be non-blank. The answer's
 * optimisations are shown, not only logged, or the feature would be invisible.
 */
export function OptimizeContentForm() {
  const form = useForm<OptimizeContentRequest>({
    resolver: contractResolver(
      () => import('@taxguide/contracts/agent').then((m) => m.OptimizeContentRequestSchema),
      LABELS,
    ),
    defaultValues: { content: '', targetKeyword: '' },
  });
  const [result, setResult] = useState<Optimizations | null>(null);
  const optimize = useMutation({
    mutationFn: optimizeContent,
    onSuccess: (answer) => {
      setResult(answer.optimizations);
      toast({
        title: 'Content Optimized',
        description: 'The suggestions are shown below the form.',
      });
    },
    onError: (error) => {
      showServerErrors(error, form, LABELS);
      failureToast('Optimization Failed', 'Failed to optimize content')(error);
    },
  });
  const [content, keyword] = useWatch({
    control: form.control,
    name: ['content', 'targetKeyword'],
  });
  const ready = content.trim() !== '' && keyword.trim() !== '';

  const submit = form.handleSubmit((request) => {
    if (!optimize.isPending) optimize.mutate(request);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Optimise content</CardTitle>
        <CardDescription>
          Paste an article (markdown or plain text) and the keyword it should rank for: the agent
          checks keyword use, title and description, headings, readability, links to our sections
          and the FAQ questions it leaves unanswered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
          aria-label="Optimise content"
        >
          <FormField
            form={form}
            name="content"
            label="Content"
            as="textarea"
            rows={8}
            maxLength={OPTIMIZE_CONTENT_MAX}
          />
          <FormField
            form={form}
            name="targetKeyword"
            label="Target keyword"
            maxLength={OPTIMIZE_KEYWORD_MAX}
            placeholder="e.g. section 80c deduction"
          />
          <Button type="submit" disabled={!ready || optimize.isPending} className="self-start">
            <Gauge className="size-4" aria-hidden="true" />
            {optimize.isPending ? 'Optimizing...' : 'Optimize Content'}
          </Button>
        </form>
        {result ? <OptimizationResults result={result} /> : null}
      </CardContent>
    </Card>
  );
}
