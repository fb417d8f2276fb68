import type { MenuItem } from '@lunch/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateMenuItem } from '../api/update-menu-item';
import { imageProblem, MenuFormSchema, menuFormData, menuFormOf } from '../menu-form';
import {
  CategoryChoices,
  HealthListFields,
  ImagePicker,
  MenuDetailsFields,
  ServingFields,
} from './menu-form-fields';

/** Edit every field of a menu item; a new picture replaces the old one. */
function EditForm({ item, onDone }: { item: MenuItem; onDone: () => void }) {
  const form = useApiForm(MenuFormSchema, { defaultValues: menuFormOf(item) });
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const update = useUpdateMenuItem();

  const onSubmit = form.submit(
    async (values) => {
      if (imageError) return;
      await update.mutateAsync({ id: item.id, form: menuFormData(values, image) });
      toast.success('Menu item updated.');
      onDone();
    },
    { failure: 'Something went wrong' },
  );

  return (
    <form id="menu-edit-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <MenuDetailsFields field={form.field} />
      <CategoryChoices field={form.field} />
      <ImagePicker
        file={image}
        currentSrc={item.food_image}
        error={imageError}
        onChange={(file) => {
          setImage(file);
          setImageError(file ? imageProblem(file) : null);
        }}
      />
      <HealthListFields field={form.field} />
      <ServingFields field={form.field} />
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save changes
        </Button>
      </div>
    </form>
  );
}

export function MenuEditModal({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item ? `Edit ${item.name}` : ''} size="lg">
      {item ? <EditForm key={item.id} item={item} onDone={onClose} /> : null}
    </Modal>
  );
}
