//! OpenGL on an X11 desktop, made by hand for Bevy. wgpu's OpenGL backend presents to an X window only
//! from an EGL display on that window's own X connection, and Bevy's renderer creates its wgpu instance
//! with no display: it gets Mesa's surfaceless one, on which the window has no present modes, and the
//! first frame panics. So [`RenderOnX11`] stands where Bevy's `RenderPlugin` stood in the plugin group:
//! once winit's event loop is there (its display is Bevy's `DisplayHandleWrapper`), it makes the
//! instance on that display, then the adapter and the device as Bevy would (every feature and limit
//! the adapter has), and adds Bevy's renderer on them.

use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::renderer::{RenderAdapter, RenderAdapterInfo, RenderDevice, RenderInstance, RenderQueue, WgpuWrapper};
use bevy::render::settings::{RenderCreation, RenderResources, WgpuSettings};
use bevy::winit::DisplayHandleWrapper;
use std::sync::Arc;

/// This file, for telling its panics from others (see [`super::starting_the_renderer`]).
pub const SOURCE: &str = file!();

/// Whether the game's window will be on X (the game's winit speaks X11 only: on a Wayland desktop,
/// XWayland), where Bevy's own OpenGL cannot present.
pub fn on_x11() -> bool {
    cfg!(all(unix, not(target_os = "macos"))) && std::env::var_os("DISPLAY").is_some()
}

/// Bevy's renderer on OpenGL, on winit's X display.
pub struct RenderOnX11;

impl Plugin for RenderOnX11 {
    fn build(&self, app: &mut App) {
        let display = app.world().get_resource::<DisplayHandleWrapper>().map(|wrapper| wrapper.0.clone());
        let display = display.expect("winit's plugin comes before the renderer's");
        // A panic of this file's is told to the player as graphics that cannot start.
        let resources = render_resources(display).unwrap_or_else(|why| panic!("{why}"));
        app.add_plugins(RenderPlugin { render_creation: RenderCreation::Manual(resources), ..default() });
    }
}

/// The instance, adapter, device and queue Bevy draws with, or what the driver said.
fn render_resources(display: impl wgpu::wgt::WgpuHasDisplayHandle) -> Result<RenderResources, String> {
    let settings = WgpuSettings::default();
    let mut descriptor = wgpu::InstanceDescriptor::new_with_display_handle_from_env(Box::new(display));
    descriptor.backends = wgpu::Backends::GL;
    descriptor.flags = settings.instance_flags;
    descriptor.backend_options.gl.gles_minor_version = settings.gles3_minor_version;
    let instance = wgpu::Instance::new(descriptor);
    let options = wgpu::RequestAdapterOptions { power_preference: settings.power_preference, ..Default::default() };
    let adapter = bevy::tasks::block_on(instance.request_adapter(&options)).map_err(|e| e.to_string())?;
    let info = adapter.get_info();
    // As Bevy's renderer asks by default: all the adapter has, less mappable primary buffers on a
    // graphics card of its own (slow across the bus), plus the features Bevy always wants.
    let mut features = adapter.features();
    if info.device_type == wgpu::DeviceType::DiscreteGpu {
        features.remove(wgpu::Features::MAPPABLE_PRIMARY_BUFFERS);
    }
    features |= settings.features;
    let descriptor = wgpu::DeviceDescriptor {
        label: settings.device_label.as_deref(),
        required_features: features,
        required_limits: adapter.limits(),
        memory_hints: settings.memory_hints.clone(),
        ..Default::default()
    };
    let (device, queue) = bevy::tasks::block_on(adapter.request_device(&descriptor)).map_err(|e| e.to_string())?;
    Ok(RenderResources(
        RenderDevice::from(device),
        RenderQueue(Arc::new(WgpuWrapper::new(queue))),
        RenderAdapterInfo(WgpuWrapper::new(info)),
        RenderAdapter(Arc::new(WgpuWrapper::new(adapter))),
        RenderInstance(Arc::new(WgpuWrapper::new(instance))),
    ))
}
