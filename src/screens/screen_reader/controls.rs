//! The interface's controls as a screen reader knows them — each one's role, name and state, in the
//! order egui laid them out — read from egui's AccessKit tree. A browser has no AccessKit adapter for
//! winit, so the web page mirrors these as labelled elements (`page`); the desktop's adapter reads the
//! tree itself.

use crate::i18n::{Tr, tr};
use bevy_egui::egui::accesskit::{Node, NodeId, Role, Toggled, TreeUpdate};
use std::collections::HashMap;

/// What a control is, as ARIA names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Button,
    CheckBox,
    Slider,
    List,
    TextField,
}

impl Kind {
    fn of(role: Role) -> Option<Kind> {
        Some(match role {
            Role::Button | Role::Link => Kind::Button,
            Role::CheckBox | Role::RadioButton => Kind::CheckBox,
            // A slider's number box beside it is the same setting again: the slider stands for both.
            Role::Slider => Kind::Slider,
            Role::ComboBox => Kind::List,
            Role::TextInput => Kind::TextField,
            _ => return None,
        })
    }

    /// The ARIA role of the element that stands for it.
    pub fn aria_role(self) -> &'static str {
        match self {
            Kind::Button => "button",
            Kind::CheckBox => "checkbox",
            Kind::Slider => "slider",
            Kind::List => "combobox",
            Kind::TextField => "textbox",
        }
    }
}

/// One control.
#[derive(Clone, Debug, PartialEq)]
pub struct Control {
    /// Its AccessKit node: what a click on its mirror is sent back to egui as.
    pub node: u64,
    pub kind: Kind,
    pub name: String,
    /// A check box's state.
    pub checked: Option<bool>,
    /// A slider's value.
    pub value: Option<f64>,
    pub disabled: bool,
}

/// The controls of a tree update in reading order (the tree's, from its root down, as egui laid them
/// out), and the node that has the keyboard's focus.
pub fn controls(update: &TreeUpdate) -> (Vec<Control>, u64) {
    let nodes: HashMap<NodeId, &Node> = update.nodes.iter().map(|(id, node)| (*id, node)).collect();
    let root = update.tree.as_ref().map(|tree| tree.root).or_else(|| update.nodes.first().map(|(id, _)| *id));
    let mut order = Vec::new();
    let mut stack: Vec<NodeId> = root.into_iter().collect();
    while let Some(id) = stack.pop() {
        let Some(node) = nodes.get(&id) else { continue };
        order.push((id, *node));
        stack.extend(node.children().iter().rev());
    }
    let controls = order
        .into_iter()
        .filter_map(|(id, node)| {
            let kind = Kind::of(node.role())?;
            Some(Control {
                node: id.0,
                kind,
                name: name(node),
                checked: node.toggled().map(|t| t == Toggled::True),
                value: node.numeric_value(),
                disabled: node.is_disabled(),
            })
        })
        .filter(|control| !control.name.is_empty())
        .collect();
    (controls, update.focus.0)
}

/// A node's name: its label, else (a field's) its text, else its placeholder.
fn name(node: &Node) -> String {
    node.label().or(node.value()).or(node.placeholder()).unwrap_or_default().trim().to_string()
}

/// What the live region says as the keys move to a control: its name, what it is, its state.
pub fn spoken(tr: &Tr, control: &Control) -> String {
    let name = control.name.as_str();
    let said = match control.kind {
        Kind::Button => tr!(tr, "a11y-focus-button", name = name),
        Kind::CheckBox => {
            let checked = if control.checked == Some(true) { "yes" } else { "no" };
            tr!(tr, "a11y-focus-checkbox", name = name, checked = checked)
        }
        Kind::Slider => tr!(tr, "a11y-focus-slider", name = name, value = control.value.unwrap_or_default().round() as i64),
        Kind::List => tr!(tr, "a11y-focus-list", name = name),
        Kind::TextField => tr!(tr, "a11y-focus-textbox", name = name),
    };
    if control.disabled { tr!(tr, "a11y-unavailable", what = said) } else { said }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui;

    /// One frame of a small form in a real egui context, with AccessKit on as a screen reader turns it.
    fn form(focus_the_slider: bool) -> TreeUpdate {
        let ctx = egui::Context::default();
        ctx.enable_accesskit();
        let (mut ticked, mut volume) = (true, 40.0_f32);
        let mut update = None;
        for _ in 0..2 {
            let output = ctx.run_ui(egui::RawInput::default(), |ui| {
                drop(ui.button("Play"));
                ui.add_enabled(false, egui::Button::new("Redo"));
                ui.checkbox(&mut ticked, "High contrast");
                let slider = ui.add(egui::Slider::new(&mut volume, 0.0..=100.0));
                slider.widget_info(|| egui::WidgetInfo::slider(true, 40.0, "Sound volume"));
                if focus_the_slider {
                    slider.request_focus();
                }
                ui.label("Not a control");
            });
            let mut output = output;
            // No renderer takes the font atlas here.
            output.textures_delta.clear();
            update = output.platform_output.accesskit_update;
        }
        update.expect("AccessKit is on")
    }

    #[test]
    fn the_controls_come_with_their_role_name_and_state_in_order() {
        let (found, _) = controls(&form(false));
        let summary: Vec<_> = found.iter().map(|c| (c.kind, c.name.as_str(), c.checked, c.disabled)).collect();
        assert_eq!(
            summary,
            [
                (Kind::Button, "Play", None, false),
                (Kind::Button, "Redo", None, true),
                (Kind::CheckBox, "High contrast", Some(true), false),
                (Kind::Slider, "Sound volume", None, false),
            ]
        );
        assert_eq!(found[3].value, Some(40.0));
        assert_eq!(found[2].kind.aria_role(), "checkbox");
        let english = Tr::new(crate::i18n::Language::English);
        let said: Vec<String> = found.iter().map(|control| spoken(&english, control)).collect();
        assert_eq!(
            said,
            ["Play, button", "Redo, button, unavailable", "High contrast, check box, ticked", "Sound volume, slider, 40"]
        );
        let chinese = Tr::new(crate::i18n::Language::SimplifiedChinese);
        assert_eq!(spoken(&chinese, &found[2]), "High contrast，复选框，已勾选");
    }

    #[test]
    fn the_focused_control_is_named_by_its_node() {
        let (found, focus) = controls(&form(true));
        let slider = found.iter().find(|c| c.kind == Kind::Slider).unwrap();
        assert_eq!(focus, slider.node);
    }
}
