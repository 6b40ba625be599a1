import {
  OPTIMIZE_CONTENT_MAX,
  OPTIMIZE_KEYWORD_MAX,
  type Optimizations,
} from '@taxguide/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { optimizeContent } from './api/optimize-content';
import { OptimizationResults } from './optimization-results';
import { failureToast } from './use-agent-actions';

/**
 * Optimise content: content and target keyword must both be non-blank. The answer's
 * optimisations are shown, not only logged, or the feature would be invisible.
 */
export function OptimizeContentForm() {
  const [content, setContent] = useState('');
  const [keyword, setKeyword] = useState('');
  const [result, setResult] = useState<Optimizations | null>(null);
  const contentId = useId();
  const keywordId = useId();
  const optimize = useMutation({
    mutationFn: optimizeContent,
    onSuccess: (answer) => {
      setResult(answer.optimizations);
      toast({
        title: 'Content Optimized',
        description: 'The suggestions are shown below the form.',
      });
    },
    onError: failureToast('Optimization Failed', 'Failed to optimize content'),
  });
  const ready = content.trim() !== '' && keyword.trim() !== '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || optimize.isPending) return;
    optimize.mutate({ content: content.trim(), targetKeyword: keyword.trim() });
  }

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
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Optimise content">
          <div className="flex flex-col gap-2">
            <Label htmlFor={contentId}>Content</Label>
            <Textarea
              id={contentId}
              name="content"
              rows={8}
              maxLength={OPTIMIZE_CONTENT_MAX}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={keywordId}>Target keyword</Label>
            <Input
              id={keywordId}
              name="targetKeyword"
              maxLength={OPTIMIZE_KEYWORD_MAX}
              placeholder="e.g. section 80c deduction"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
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
