import { SparklesIcon } from 'lucide-react';

import { EmptyState } from '@/components/feedback/empty-state';
import { useUser } from '@/features/auth/api/get-me';

export function Component() {
  const { data: user } = useUser();
  const firstName = user?.name.split(/\s+/)[0];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold tracking-tight">
          {firstName ? `Hola, ${firstName}` : 'Hola'}
        </p>
        <p className="text-muted-foreground">
          {user?.companies[0]?.businessName
            ? `Buscando oportunidades para ${user.companies[0].businessName}`
            : 'Buscando oportunidades para tu empresa.'}
        </p>
      </div>
      <EmptyState icon={SparklesIcon} title="La búsqueda con IA aún no está disponible">
        <p>
          Pronto podrás describir lo que vendes con tus palabras y ver aquí todas las licitaciones y
          compras ágiles que calzan con tu empresa.
        </p>
      </EmptyState>
    </div>
  );
}
