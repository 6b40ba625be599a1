import { GENERATE_TOPIC_MAX } from '@taxguide/contracts/agent';
import { Sparkles } from 'lucide-react';
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
import { useGenerateContent } from './use-agent-actions';

/** Generate content: the submit needs a non-blank topic. */
export function GenerateContentForm() {
  const [topic, setTopic] = useState('');
  const topicId = useId();
  const generate = useGenerateContent(() => setTopic(''));
  const trimmed = topic.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || generate.isPending) return;
    generate.mutate(trimmed);
  }

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
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Generate content">
          <div className="flex flex-col gap-2">
            <Label htmlFor={topicId}>Topic</Label>
            <Input
              id={topicId}
              name="topic"
              maxLength={GENERATE_TOPIC_MAX}
              placeholder="e.g. Section 80C deductions for salaried employees"
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!trimmed || generate.isPending} className="self-start">
            <Sparkles className="size-4" aria-hidden="true" />
            {generate.isPending ? 'Starting...' : 'Generate Content'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
